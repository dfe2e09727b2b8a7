import SwiftSyntax

/// Foundation's C math functions (`sqrt`, `pow`, `floor`, `atan2`, …), which a file that
/// imports Foundation or UIKit sees. Each takes Doubles and gives a Double, or Floats and a
/// Float when a non-literal argument is a Float (CGFloat is a Double here); an integer
/// argument is swiftc's error.
public enum MathFunctions {
    /// Each function's number of arguments.
    public static let arity: [String: Int] = Dictionary(uniqueKeysWithValues:
        unary.map { ($0, 1) } + binary.map { ($0, 2) })

    /// The functions of one argument.
    public static let unary = [
        "floor", "ceil", "round", "trunc", "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs",
    ]

    /// The functions of two arguments.
    public static let binary = ["pow", "atan2", "hypot", "fmod", "fmin", "fmax", "copysign", "remainder", "fdim"]
}

extension BodyChecker {
    /// The type of call `call` of math function `name`, its arguments typed against it;
    /// nil when `name` is not one the file sees with these arguments.
    func mathFunctionType(_ name: String, call: CallArguments, expected: SemaType) -> SemaType? {
        guard let n = MathFunctions.arity[name], call.arguments.count == n,
              call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        guard seesFrameworks else {
            if let callee = call.callee { error("cannot find '\(name)' in scope", at: callee) }
            return .unknown
        }
        // A literal, negated too (`pow(2, -1)`).
        let isInteger = { (e: ExprSyntax) in Self.literalProtocol(madeBy: e) == "ExpressibleByIntegerLiteral" }
        let isLiteral = { (e: ExprSyntax) in isInteger(e) || Self.literalProtocol(madeBy: e) == "ExpressibleByFloatLiteral" }
        let written = call.arguments.filter { !isLiteral($0.expression) }.map { quietType(of: $0.expression) }
        // Foundation's `pow(_: Decimal, _: Int)` and the CGFloat and Float80 overloads make
        // a call of literals alone ambiguous or a Decimal (`pow(2, 8)` is `256`), and an Int
        // power a Decimal's: coordlab has no Decimal.
        let integers = call.arguments.filter { isInteger($0.expression) }.count
        let power = call.arguments.last?.expression
        // A Double context makes literals alone Doubles (`let x: Double = pow(3, 2)`).
        let floating = expected.unwrapped == .double
        let intPower = name == "pow" && n == 2 && power.map { isInteger($0) ? written.isEmpty && !floating : !isLiteral($0) && quietType(of: $0) == .int } == true
        if n == 2, integers == 2 && !floating || intPower {
            if let callee = call.callee {
                unsupported(intPower ? "Foundation's Decimal 'pow' (a 'pow' with an Int power; give it a Double)"
                                     : "'\(name)' of integer literals alone, which Swift finds ambiguous or makes a Decimal (write '2.0')", at: callee)
            }
            return .unknown
        }
        let t: SemaType = !written.isEmpty && written.allSatisfy({ $0 == .named("Float") }) ? .named("Float") : .double
        for a in call.arguments {
            let given = type(a.expression, expected: t)
            if given.isKnown, given != t {
                error("cannot convert value of type '\(given)' to expected argument type '\(t)'", at: a.expression)
            }
        }
        return t
    }
}
