import CoordLabSema
import CoordLabSyntax

/// Swift's operators on the sized integer types, each within its type's width: `+ - * / %`
/// trap where the result does not fit, `&+ &- &*` wrap, shifts are Swift's "smart" shifts.
extension Interpreter {
    /// `x op y` when either operand is a sized integer, or nil for an operator every type
    /// has (`==`). An `Int` beside one is a literal the checker left untyped: it takes the
    /// other operand's type, as Swift's literal would.
    func sizedBinary(_ op: BinaryOperator, _ a: Value, _ b: Value, at loc: CodeLocation) throws -> Value? {
        guard let x = a.integerNumber, let y = b.integerNumber else { return nil }
        let kind: SizedInteger
        switch (a, b) {
        case (.sized(let s), _): kind = s.kind
        case (_, .sized(let s)): kind = s.kind
        default: return nil
        }
        switch op {
        case .add: return try fitting(x + y, kind, at: loc)
        case .subtract: return try fitting(x - y, kind, at: loc)
        case .multiply:
            let r = x.multipliedReportingOverflow(by: y)
            if r.overflow { throw Trap("arithmetic overflow", at: loc) }
            return try fitting(r.partialValue, kind, at: loc)
        case .divide:
            if y == 0 { throw Trap("Division by zero", at: loc) }
            return try fitting(x / y, kind, at: loc)
        case .remainder:
            if y == 0 { throw Trap("Division by zero in remainder operation", at: loc) }
            if kind.isSigned, x == kind.min, y == -1 { throw Trap("arithmetic overflow", at: loc) }
            return try fitting(x % y, kind, at: loc)
        case .wrappingAdd: return .sized(SizedInt(kind.truncating(x &+ y), kind))
        case .wrappingSubtract: return .sized(SizedInt(kind.truncating(x &- y), kind))
        case .wrappingMultiply: return .sized(SizedInt(kind.truncating(x &* y), kind))
        case .bitwiseAnd: return .sized(SizedInt(x & y, kind))
        case .bitwiseOr: return .sized(SizedInt(x | y, kind))
        case .bitwiseXor: return .sized(SizedInt(x ^ y, kind))
        case .shiftLeft, .shiftRight:
            // The left operand's type, whatever the amount's.
            guard case .sized(let s) = a else { return nil }
            return .sized(SizedInt(Self.smartShift(x, by: op == .shiftLeft ? y : -y, s.kind), s.kind))
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        default: return nil
        }
    }

    /// `n` as a value of `kind`, or Swift's overflow trap.
    func fitting(_ n: Int128, _ kind: SizedInteger, at loc: CodeLocation) throws -> Value {
        guard let s = SizedInt(exactly: n, kind) else { throw Trap("arithmetic overflow", at: loc) }
        return .sized(s)
    }

    /// `x << amount` (a negative amount shifts right) as Swift shifts a value of `kind`:
    /// bits shifted past the width are lost, an overshift gives 0 (or -1 for a negative
    /// value shifted right).
    static func smartShift(_ x: Int128, by amount: Int128, _ kind: SizedInteger) -> Int128 {
        let width = Int128(kind.bitWidth)
        if amount >= width { return 0 }
        if amount >= 0 { return kind.truncating(x << Int(amount)) }
        if -amount >= width { return x < 0 ? -1 : 0 }
        return x >> Int(-amount)
    }

    /// `-x` and `~x` of a sized integer.
    func sizedPrefix(_ op: String, _ s: SizedInt, at loc: CodeLocation) throws -> Value? {
        switch op {
        case "-": return try fitting(-s.number, s.kind, at: loc)
        case "~": return .sized(SizedInt(s.kind.truncating(~s.number), s.kind))
        case "+": return .sized(s)
        default: return nil
        }
    }
}
