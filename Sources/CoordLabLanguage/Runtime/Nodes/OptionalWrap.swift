import CoordLabSyntax

/// `Optional(x)` and `Optional.some(x)`: coordlab keeps an Optional as its value, so this is
/// the value, known to be an Optional (`print` shows `Optional(…)`).
final class OptionalWrap: Expr {
    let value: Expr
    init(value: Expr, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value { try value.eval(i) }
    override func isOptional(_ i: Interpreter) -> Bool { true }
    override var staticSpec: TypeSpec {
        var spec = value.staticSpec
        spec.isOptional = true
        return spec
    }
}
