import CoordLabSyntax

/// A member of a program's extension of Optional, called on an Optional (`name.orEmpty`,
/// `token.isValid(for: user)`): coordlab keeps an Optional as its value or nil, so the
/// checker's static type chose the member, and the call runs it with that value as `self`.
final class DirectExtensionCall: ConsumingExpr {
    let code: FunctionCode
    let base: Expr
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    init(code: FunctionCode, base: Expr, args: [Expr], labels: [String?], trailing: Int, loc: CodeLocation) {
        self.code = code
        self.base = base
        self.args = args
        self.labels = labels
        self.trailing = trailing
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let b = try base.eval(i)
        if code.kind == .getter { return try i.callGetter(code, on: b) }
        return try i.call(code, self: b, args: try evalArgs(args, i), labels: labels, trailing: trailing, at: loc)
    }
    override func isOptional(_ i: Interpreter) -> Bool { code.returnSpec.isOptional }
    override var staticSpec: TypeSpec { code.returnSpec }
}
