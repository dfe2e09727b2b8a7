#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `needle` occurs in `text`, byte for byte in UTF-8: the quick look at a file's
/// text that decides whether a walk of its tree is needed. Foundation's `contains` turns
/// the whole text into UTF-16 on every call, which cost every prelude file a copy per word
/// asked on each compile; a word found inside a longer one only costs the walk.
public func textContains(_ needle: String, in text: String) -> Bool {
    var needle = needle, text = text
    return needle.withUTF8 { n in
        text.withUTF8 { t in
            guard let nBase = n.baseAddress, let first = n.first else { return true }
            guard let tBase = t.baseAddress, t.count >= n.count else { return false }
            // Each place the first byte occurs (memchr), then the rest compared (memcmp).
            let last = tBase + (t.count - n.count)
            var at = tBase
            while at <= last {
                guard let hit = memchr(at, Int32(first), last - at + 1) else { return false }
                let p = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(p, nBase, n.count) == 0 { return true }
                at = p + 1
            }
            return false
        }
    }
}
