/// Ranges of Ints as sequences: their elements, and the parts of a half-open range that
/// are half-open ranges again, as Swift gives them (`Range`'s `SubSequence` is `Range`):
/// `(0..<5).dropFirst(2)` is `2..<5`.
extension Interpreter {
    /// The elements of `lo..<hi` as values: what a range is where a sequence of Ints is used.
    static func rangeElements(_ lo: Int, _ hi: Int) -> [Value] { (lo..<hi).map { .int($0) } }

    /// `dropFirst`, `dropLast`, `prefix` or `suffix` of `lo..<hi`; nil for another method.
    static func rangePart(_ lo: Int, _ hi: Int, _ name: String, _ a: [Value]) -> Value? {
        var k = 1
        if case .int(let n)? = a.first { k = max(0, n) }
        switch name {
        case "dropFirst": return .range(min(lo + k, hi), hi, closed: false)
        case "dropLast": return .range(lo, max(hi - k, lo), closed: false)
        case "prefix" where !a.isEmpty: return .range(lo, min(lo + k, hi), closed: false)
        case "suffix" where !a.isEmpty: return .range(max(hi - k, lo), hi, closed: false)
        default: return nil
        }
    }
}
