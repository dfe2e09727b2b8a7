// Swift's Hasher, for coordlab
// ============================
//
// The hasher a type's `hash(into:)` is given and a program may make itself: the values
// combined into it, in order, make the value `finalize()` gives. Seeded per process, as
// Swift's is, so only comparisons of hash values mean anything. coordlab loads this file
// before the UIKit stand-ins; `coordlab prelude` does not print it, because swiftc has
// the real one.

/// The universal hash function of the standard library.
public struct Hasher {
    var __state: Int

    /// A hasher seeded for this process.
    public init() {
        __state = __coordlabHashSeed()
    }

    /// Adds `value` to the hash: its own `hash(into:)`, or the one Swift synthesizes.
    public mutating func combine<H: Hashable>(_ value: H) {
        __state = __coordlabHashCombine(__state, value)
    }

    /// The hash of what was combined.
    public func finalize() -> Int {
        __coordlabHashFinalize(__state)
    }
}
