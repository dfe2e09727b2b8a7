import CoordLabSyntax

/// `stride(from:to:by:)` and `stride(from:through:by:)` of Ints, sized integers or Doubles, made into an
/// array of the values Swift's sequence gives (a Double stride computes each value from the
/// start and its count, as Swift's does, so they gather no rounding error).
extension Interpreter {
    /// The values of a stride; `through` when the end is included.
    func strideValues(_ a: [Value], through: Bool, at loc: CodeLocation) throws -> Value {
        guard a.count == 3 else { throw Trap("stride needs from:, to: or through:, and by:", at: loc) }
        /// Swift's own stride from `lo` to `hi`, trapping on a zero step as Swift's does.
        func values<T: Strideable>(_ lo: T, _ hi: T, _ by: T.Stride) throws -> [T] {
            guard by != 0 else { throw Trap("Stride size must not be zero", at: loc) }
            return through ? Array(stride(from: lo, through: hi, by: by)) : Array(stride(from: lo, to: hi, by: by))
        }
        if case .int(let lo) = a[0], case .int(let hi) = a[1], case .int(let by) = a[2] {
            return newArray(try values(lo, hi, by).map { .int($0) })
        }
        // A sized integer's stride (its step an Int), its values of the start's type.
        if case .sized(let start) = a[0], let hi = a[1].integerNumber, let by = a[2].integerNumber {
            return newArray(try values(start.number, hi, Int(truncatingIfNeeded: by)).map { .sized(SizedInt($0, start.kind)) })
        }
        if case .float(let lo) = a[0], let hi = a[1].asFloat, let by = a[2].asFloat {
            return newArray(try values(lo, hi, by).map { .float($0) })
        }
        guard let lo = a[0].asDouble, let hi = a[1].asDouble, let by = a[2].asDouble else {
            throw Trap("coordlab does not support a stride of these values yet", at: loc)
        }
        return newArray(try values(lo, hi, by).map { .double($0) })
    }
}
