import CoordLabSyntax

/// `optional.map { … }` and `optional.flatMap { … }`: nil stays nil, a value goes through
/// the closure. Chosen at compile time when the receiver is declared optional.
final class OptionalMap: ConsumingExpr {
    let base: Expr
    let transform: Expr
    init(base: Expr, transform: Expr, loc: CodeLocation) {
        self.base = base
        self.transform = transform
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let v = try base.eval(i)
        let f = try transform.eval(i)
        if v.isNil { return .none }
        return try i.callFunction(f, [v], at: loc)
    }
    override func isOptional(_ i: Interpreter) -> Bool { true }
    override var staticSpec: TypeSpec { .named("", optional: true) }
}
