import SwiftSyntax

/// The generic parameters of a struct or enum that its stored properties or associated
/// values hold other than bare (`var items: [T]`, `case pair(T, (T, Int))`, a stored
/// `var last = [T]()` whose type is not written).
///
/// Printing an instance prints those values; coordlab shows a value typed by a bare
/// parameter bound to an Optional as Swift does (`Box<Int?>(v: Optional(3))`), but not one
/// nested in a collection, a tuple or another type, so an Optional argument for such a
/// parameter is refused (see `DeclarationCollector.noteOptionalParameterUses`).
final class StoredParameterShapes {
    let parameters: Set<String>
    private(set) var found: Set<String> = []

    init(parameters: Set<String>) {
        self.parameters = parameters
    }

    /// Notes the parameters held other than bare by the members of `block`.
    func walk(_ block: MemberBlockSyntax) {
        for member in block.members {
            if let v = member.decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                for binding in v.bindings where DeclarationCollector.isStored(binding) {
                    if let type = binding.typeAnnotation?.type {
                        note(type)
                    } else if let value = binding.initializer?.value {
                        found.formUnion(mentioned(in: Syntax(value)))
                    }
                }
            } else if let c = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    for p in element.parameterClause?.parameters ?? [] { note(p.type) }
                }
            }
        }
    }

    /// Notes the parameters `type` mentions unless it is one of them, bare, or it holds
    /// them only in functions (printed as `(Function)`).
    private func note(_ type: TypeSyntax) {
        if let bare = type.as(IdentifierTypeSyntax.self), bare.genericArgumentClause == nil, parameters.contains(bare.name.text) { return }
        if Self.holdsOnlyFunctions(type) { return }
        found.formUnion(mentioned(in: Syntax(type)))
    }

    /// Whether a value of `type` prints no value of a parameter: a function, or an
    /// Optional or array of them (`[(Value) -> Void]`).
    private static func holdsOnlyFunctions(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let a = type.as(AttributedTypeSyntax.self) { return holdsOnlyFunctions(a.baseType) }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let e = t.elements.first { return holdsOnlyFunctions(e.type) }
        if let a = type.as(ArrayTypeSyntax.self) { return holdsOnlyFunctions(a.element) }
        if let o = type.as(OptionalTypeSyntax.self) { return holdsOnlyFunctions(o.wrappedType) }
        return false
    }

    /// The parameters named anywhere in `node`.
    private func mentioned(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).map(\.text).filter { parameters.contains($0) })
    }
}
