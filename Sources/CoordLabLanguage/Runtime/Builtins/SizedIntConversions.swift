import CoordLabSema
import CoordLabSyntax

/// The sized integer types' initializers: `UInt8(x)` (trapping, in Swift's words, when `x`
/// does not fit), `truncatingIfNeeded:`, `clamping:`, `bitPattern:`, `exactly:`, and the
/// parsing ones, `UInt8("42")` and `UInt8("ff", radix: 16)`.
extension Interpreter {
    /// `kind(args)` with `labels`.
    func convertSized(_ a: [Value], labels: [String?], to kind: SizedInteger, at loc: CodeLocation) throws -> Value {
        guard let v = a.first else { return .sized(SizedInt(0, kind)) }
        if case .string(let text) = v {
            var radix = 10
            if labels == [nil, "radix"], case .int(let r) = a[1] {
                guard (2...36).contains(r) else { throw Trap("Radix must be between 2 and 36", at: loc) }
                radix = r
            }
            return Int128(text, radix: radix).flatMap { SizedInt(exactly: $0, kind) }.map { .sized($0) } ?? .none
        }
        if case .double(let d) = v { return try convertSized(d, from: "Double", exactly: labels == ["exactly"], to: kind, at: loc) }
        if case .float(let f) = v { return try convertSized(Double(f), from: "Float", exactly: labels == ["exactly"], to: kind, at: loc) }
        guard let n = v.integerNumber else { throw Trap("'\(kind.name)(_:)' needs an integer", at: loc) }
        switch labels {
        case ["truncatingIfNeeded"], ["bitPattern"]: return .sized(SizedInt(kind.truncating(n), kind))
        case ["clamping"]: return .sized(SizedInt(Swift.min(Swift.max(n, kind.min), kind.max), kind))
        case ["exactly"]: return SizedInt(exactly: n, kind).map { .sized($0) } ?? .none
        default:
            if let s = SizedInt(exactly: n, kind) { return .sized(s) }
            let why = n > kind.max ? "Not enough bits to represent the passed value"
                : kind.isSigned ? "Not enough bits to represent a signed value" : "Negative value is not representable"
            throw Trap(why, at: loc)
        }
    }

    /// `kind(d)` of a Double (or of a Float, `source` names which), rounded toward zero;
    /// `exactly` gives nil where Swift's would.
    private func convertSized(_ d: Double, from source: String, exactly: Bool, to kind: SizedInteger, at loc: CodeLocation) throws -> Value {
        let whole = d.rounded(.towardZero)
        let fits = d.isFinite && whole >= Double(kind.min) - 1 && whole <= Double(kind.max) + 1
            && kind.holds(Int128(whole))
        if exactly { return fits && whole == d ? .sized(SizedInt(Int128(whole), kind)) : .none }
        if fits { return .sized(SizedInt(Int128(whole), kind)) }
        let why = !d.isFinite ? "it is either infinite or NaN"
            : whole < 0 ? "the result would be less than \(kind.name).min" : "the result would be greater than \(kind.name).max"
        throw Trap("\(source) value cannot be converted to \(kind.name) because \(why)", at: loc)
    }
}
