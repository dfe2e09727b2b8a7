import CoordLabSema
import CoordLabSyntax
import Foundation

/// Foundation's C math functions, run by the host's C library as a compiled program runs
/// them: the Double function for Doubles, the Float one (`sqrtf`) for Floats.
extension Interpreter {
    /// The functions of one argument, for Doubles and for Floats.
    static let unaryMath: [String: (double: (Double) -> Double, float: (Float) -> Float)] = [
        "floor": (Foundation.floor, Foundation.floor), "ceil": (Foundation.ceil, Foundation.ceil),
        "round": (Foundation.round, Foundation.round), "trunc": (Foundation.trunc, Foundation.trunc),
        "sqrt": (Foundation.sqrt, Foundation.sqrt), "cbrt": (Foundation.cbrt, Foundation.cbrt),
        "exp": (Foundation.exp, Foundation.exp), "exp2": (Foundation.exp2, Foundation.exp2),
        "expm1": (Foundation.expm1, Foundation.expm1), "log": (Foundation.log, Foundation.log),
        "log2": (Foundation.log2, Foundation.log2), "log10": (Foundation.log10, Foundation.log10),
        "log1p": (Foundation.log1p, Foundation.log1p), "sin": (Foundation.sin, Foundation.sin),
        "cos": (Foundation.cos, Foundation.cos), "tan": (Foundation.tan, Foundation.tan),
        "asin": (Foundation.asin, Foundation.asin), "acos": (Foundation.acos, Foundation.acos),
        "atan": (Foundation.atan, Foundation.atan), "sinh": (Foundation.sinh, Foundation.sinh),
        "cosh": (Foundation.cosh, Foundation.cosh), "tanh": (Foundation.tanh, Foundation.tanh),
        "asinh": (Foundation.asinh, Foundation.asinh), "acosh": (Foundation.acosh, Foundation.acosh),
        "atanh": (Foundation.atanh, Foundation.atanh), "fabs": (Foundation.fabs, Foundation.fabs),
    ]

    /// The functions of two arguments, for Doubles and for Floats.
    static let binaryMath: [String: (double: (Double, Double) -> Double, float: (Float, Float) -> Float)] = [
        "pow": (Foundation.pow, Foundation.pow), "atan2": (Foundation.atan2, Foundation.atan2),
        "hypot": (Foundation.hypot, Foundation.hypot), "fmod": (Foundation.fmod, Foundation.fmod),
        "fmin": (Foundation.fmin, Foundation.fmin), "fmax": (Foundation.fmax, Foundation.fmax),
        "copysign": (Foundation.copysign, Foundation.copysign), "remainder": (Foundation.remainder, Foundation.remainder),
        "fdim": (Foundation.fdim, Foundation.fdim),
    ]

    /// Math function `name` of `a`, Doubles or Floats as the checker typed them; nil when
    /// `name` is not one.
    func mathFunction(_ name: String, _ a: [Value], at loc: CodeLocation) throws -> Value? {
        if let f = Self.unaryMath[name], a.count == 1 {
            switch a[0] {
            case .float(let x): return .float(f.float(x))
            default: return .double(f.double(try mathOperand(a[0], of: name, at: loc)))
            }
        }
        if let f = Self.binaryMath[name], a.count == 2 {
            if case .float(let x) = a[0], case .float(let y) = a[1] { return .float(f.float(x, y)) }
            return .double(f.double(try mathOperand(a[0], of: name, at: loc), try mathOperand(a[1], of: name, at: loc)))
        }
        return nil
    }

    /// A Double argument of a math function (an integer literal the checker made one arrives as a Double).
    private func mathOperand(_ v: Value, of name: String, at loc: CodeLocation) throws -> Double {
        switch v {
        case .double(let d): return d
        case .int(let n): return Double(n)
        default: throw Trap("'\(name)' needs a Double, not '\(typeName(of: v))'", at: loc)
        }
    }
}
