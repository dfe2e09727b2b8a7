/// `Self` in expressions: the dynamic type of `self` where there is one, else the type
/// being declared (a static property's initial value).
extension Compiler {
    /// `Self` as a value in `ctx`, or nil outside any type.
    func selfTypeExpr(_ ctx: FunctionContext, at l: CodeLocation) -> Expr? {
        guard let t = ctx.effectiveSelfType else { return nil }
        if let b = ctx.lookup("self", loc: l) { return DynamicSelfType(selfValue: read(b, l), loc: l) }
        guard let ref = interpreter.types[t.name] else { return nil }
        return TypeValue(type: ref, loc: l)
    }
}
