import Foundation

/// Buffered standard output, flushed before anything goes to standard error and at exit,
/// so that the two streams keep their order. A closed pipe (EPIPE) ends output quietly.
public final class StandardOutput: @unchecked Sendable {
    /// The process's standard output.
    public static let shared = StandardOutput()
    private var buffer: [UInt8] = []

    /// Appends text.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Writes out what is buffered.
    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(1, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes a line to standard error, after flushing standard output.
    public func error(_ text: String) {
        flush()
        FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
    }
}
