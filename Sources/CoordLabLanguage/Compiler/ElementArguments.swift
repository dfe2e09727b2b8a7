import SwiftSyntax

/// Arguments that become elements of a collection (`values.append(3)` on `[Double]`)
/// take the element type as their context, so literals convert as Swift converts them.
extension Compiler {
    /// Methods whose first argument is an element of the array they are called on.
    private static let elementTakingMethods: Set<String> = ["append", "insert", "contains", "firstIndex", "lastIndex",
                                                            "remove", "update"]

    /// The contextual type of each argument of `base.name(…)`, where it is an element.
    func elementArgumentSpecs(_ name: String, base: ExprSyntax, compiled: Expr, _ a: Arguments,
                              _ ctx: FunctionContext) -> [TypeSpec?]? {
        guard Self.elementTakingMethods.contains(name), !a.exprs.isEmpty,
              let collection = declaredCollectionSpec(base, compiled: compiled, ctx),
              collection.name == "Array" || collection.name == "Set", let element = collection.element,
              collection.name == "Set" || !["remove", "update"].contains(name) else { return nil }
        var specs = [TypeSpec?](repeating: nil, count: a.exprs.count)
        specs[0] = a.labels[0] == "contentsOf" ? TypeSpec(name: "Array", isOptional: false, isFunction: false, element: element)
                                                : TypeSpec.named(element).resolvingAlias
        return specs
    }

    /// The declared type of a variable or of a stored property of `self` used as a base.
    private func declaredCollectionSpec(_ base: ExprSyntax, compiled: Expr, _ ctx: FunctionContext) -> TypeSpec? {
        if !compiled.staticSpec.name.isEmpty { return compiled.staticSpec }
        var name: String?
        if let d = base.as(DeclReferenceExprSyntax.self), ctx.lookup(d.baseName.text, loc: compiled.loc) == nil {
            name = d.baseName.text
        }
        if let m = base.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = m.declName.baseName.text
        }
        guard let name, var t = ctx.effectiveSelfType else { return nil }
        if let s = t as? StructType, let k = s.fieldIndex[name] { return s.fields[k].spec }
        while let c = t as? ClassType {
            if let f = c.ownFields.first(where: { $0.name == name }) { return f.spec }
            guard let up = c.superclass else { break }
            t = up
        }
        return nil
    }
}
