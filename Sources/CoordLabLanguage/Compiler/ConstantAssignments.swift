import SwiftSyntax

/// Assignments to `let` constants, refused as swiftc refuses them: `x = 2` or `x += 1`
/// where `x` is a local or global `let` that was declared with its value (a `let` declared
/// without one may be given it later, once). Before, such an assignment ran.
extension Compiler {
    /// Refuses an assignment (`compound`: `+=` and the like, refused at its operator)
    /// whose target is a `let`.
    func requireAssignable(_ infix: InfixOperatorExprSyntax, compound: Bool, _ ctx: FunctionContext) throws {
        if let m = infix.leftOperand.as(MemberAccessExprSyntax.self) { return try requireAssignableProperty(m, ctx) }
        guard let d = infix.leftOperand.as(DeclReferenceExprSyntax.self) else { return }
        let name = d.baseName.text
        let l = loc(d)
        let isConstant: Bool
        switch ctx.lookup(name, loc: l) {
        case .local(_, _, false, _)?: isConstant = !ctx.lateInitializedLets.contains(name)
        case .global?: isConstant = constantGlobals.contains(name)
        case nil: isConstant = ctx.effectiveSelfType == nil && globals[name] != nil && constantGlobals.contains(name)
        default: isConstant = false
        }
        guard isConstant else { return }
        throw CompileError(compound ? "left side of mutating operator isn't mutable: '\(name)' is a 'let' constant"
                                    : "cannot assign to value: '\(name)' is a 'let' constant",
                           at: compound ? loc(infix.operator) : l)
    }

    /// Refuses an assignment to a stored `let` property (`screen.title = …`) outside an
    /// initializer of the type that declares it, where the property is given its value.
    private func requireAssignableProperty(_ m: MemberAccessExprSyntax, _ ctx: FunctionContext) throws {
        guard let base = m.base, !base.is(SuperExprSyntax.self), let n = checkedReceiverTypeName(base),
              let field = interpreter.types[n]?.nominal?.storedField(named: m.declName.baseName.text), field.isLet else { return }
        let kind = ctx.code?.kind
        if kind == .initializer || kind == .convenienceInit, ctx.effectiveSelfType?.name == field.ownerName { return }
        throw CompileError("cannot assign to property: '\(field.name)' is a 'let' constant", at: loc(m.declName))
    }
}
