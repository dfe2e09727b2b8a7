import CoordLabSyntax
import SwiftSyntax

/// `let (x, y) = f()` and `var (a, _) = pair`: one level of names from a tuple.
extension Compiler {
    /// The names a binding pattern declares: one for `x`, each named element for `(x, _)`.
    func destructuredNames(_ p: PatternSyntax) throws -> [String] {
        if let i = p.as(IdentifierPatternSyntax.self) { return [i.identifier.text] }
        guard let t = p.as(TuplePatternSyntax.self) else {
            throw CompileError.unsupported("destructuring declarations", at: loc(p))
        }
        return try t.elements.compactMap { e -> String? in
            if e.pattern.is(WildcardPatternSyntax.self) { return nil }
            guard let i = e.pattern.as(IdentifierPatternSyntax.self) else {
                throw CompileError.unsupported("nested destructuring declarations", at: loc(e.pattern))
            }
            return i.identifier.text
        }
    }

    /// Compiles `let (x, y) = value`: the names are declared left to right from the elements.
    func compileDestructuring(_ t: TuplePatternSyntax, _ b: PatternBindingSyntax, kind: ReferenceKind, mutable: Bool,
                              _ ctx: FunctionContext, _ block: Block) throws -> Stmt {
        _ = try destructuredNames(PatternSyntax(t))
        if let a = b.typeAnnotation { throw CompileError.unsupported("type annotations on destructuring declarations", at: loc(a)) }
        guard let value = b.initializer?.value else {
            throw CompileError.unsupported("destructuring declarations without a value", at: loc(b))
        }
        let source = try compileExpr(value, ctx, expected: nil)
        var decls: [VarDeclStmt?] = []
        var elements: [PendingElement?] = []
        for e in t.elements {
            guard let name = e.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                decls.append(nil)
                elements.append(nil)
                continue
            }
            let l = loc(e.pattern)
            let element = PendingElement(loc: l)
            let target: LValue
            var boxed = false
            if ctx.isTopLevel, ctx.scopes.count == 1, let g = globals[name] {
                target = GlobalLValue(index: g.index, spec: .unknown, loc: l)
            } else {
                let slot = ctx.allocate()
                boxed = mutable && ctx.boxedNames.contains(name)
                ctx.declare(name, .local(slot: slot, kind: kind, mutable: mutable, spec: .unknown))
                block.locals.append(slot)
                target = LocalLValue(slot: slot, kind: kind, spec: .unknown, loc: l)
            }
            decls.append(VarDeclStmt(target: target, initial: element, spec: .unknown, boxed: boxed, name: name, loc: l))
            elements.append(element)
        }
        return DestructureStmt(value: source, decls: decls, elements: elements, loc: loc(b))
    }
}
