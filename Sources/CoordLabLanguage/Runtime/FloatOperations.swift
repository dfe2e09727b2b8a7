import CoordLabSyntax

/// Swift's `Float`: 32-bit arithmetic and comparisons, and its conversions, which print
/// Float's own shortest digits (`Float(1) / 3` is `0.33333334`).
extension Interpreter {
    /// `x op y` when either operand is a Float, or nil for an operator every type has. An
    /// Int or a Double beside one is a literal the checker left untyped: it takes Float.
    func floatBinary(_ op: BinaryOperator, _ a: Value, _ b: Value) -> Value? {
        guard let x = a.asFloat, let y = b.asFloat else { return nil }
        return Self.floatingPointBinary(op, x, y, Value.float)
    }

    /// `x op y` of two Doubles or two Floats, `make` wrapping a result of their type; nil
    /// for an operator every type has.
    static func floatingPointBinary<T: FloatingPoint>(_ op: BinaryOperator, _ x: T, _ y: T, _ make: (T) -> Value) -> Value? {
        switch op {
        case .add: return make(x + y)
        case .subtract: return make(x - y)
        case .multiply: return make(x * y)
        case .divide: return make(x / y)
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        default: return nil
        }
    }

    /// `Float(v)`: of a number (rounded to the nearest Float), or parsed from a String.
    func convertToFloat(_ v: Value) -> Value {
        switch v {
        case .string(let s): return Float(s).map { .float($0) } ?? .none
        case .sized(let s): return .float(Float(s.number))
        default: return .float(v.asFloat ?? 0)
        }
    }
}

extension Value {
    /// The number as a Float: a Float's value, or a literal's (an Int or a Double) where a Float is meant.
    var asFloat: Float? {
        switch self {
        case .float(let f): return f
        case .double(let d): return Float(d)
        case .int(let n): return Float(n)
        default: return nil
        }
    }
}
