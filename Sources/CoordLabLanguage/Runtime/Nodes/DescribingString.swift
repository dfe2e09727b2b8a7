/// `String(describing: x)` and `String(reflecting: x)`: the text `print` and `debugPrint`
/// give, which for an Optional is `Optional(…)` and for a collection of Optionals wraps
/// each element; the expression's type tells both, as it does for `print`.
final class DescribingString: Expr {
    let operand: Expr
    /// `String(reflecting:)`: debug text.
    let reflecting: Bool
    /// Whether the checker found the operand an Optional (nil: not known).
    let optional: Bool?
    /// Whether the operand is a collection whose elements are Optionals (nil: not known).
    let optionalElements: Bool?
    init(operand: Expr, reflecting: Bool, optional: Bool?, optionalElements: Bool?, loc: CodeLocation) {
        self.operand = operand
        self.reflecting = reflecting
        self.optional = optional
        self.optionalElements = optionalElements
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let mark = i.temps.count
        let v = try operand.eval(i)
        let isOptional = optional ?? operand.isOptional(i)
        let text = isOptional || !reflecting
            ? i.describe(v, optional: isOptional, optionalElements: optionalElements)
            : i.describe(v, debug: true, optionalElements: optionalElements)
        try i.releaseTemporaries(to: mark)
        return .string(text)
    }
}
