/// `String(describing: x)` and `String(reflecting: x)`: the text `print` and `debugPrint`
/// give, which for an Optional is `Optional(…)` and for a collection of Optionals wraps
/// each element; the expression's type tells both, as it does for `print`.
final class DescribingString: Expr {
    let operand: Expr
    /// `String(reflecting:)`: debug text.
    let reflecting: Bool
    /// Whether the checker found the operand an Optional (nil: not known).
    let optional: Bool?
    /// Where the operand's (wrapped) type has Optionals inside.
    let shape: PrintShape
    init(operand: Expr, reflecting: Bool, optional: Bool?, shape: PrintShape, loc: CodeLocation) {
        self.operand = operand
        self.reflecting = reflecting
        self.optional = optional
        self.shape = shape
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let mark = i.temps.count
        let v = try operand.eval(i)
        let isOptional = optional ?? operand.isOptional(i)
        let text = isOptional || !reflecting
            ? i.describe(v, optional: isOptional, shape: shape)
            : i.describe(v, debug: true, shape: shape)
        try i.releaseTemporaries(to: mark)
        return .string(text)
    }
}
