import SwiftSyntax

/// A class must be able to give every stored property a value: one with a property that
/// has no initial value and no designated initializer of its own is refused, in swiftc's
/// words (Swift gives a class no memberwise initializer, and a subclass inherits its
/// superclass's initializers only when its own properties all have values).
extension BodyChecker {
    /// Refuses `class C { let v: Int }` at the class's name.
    func checkClassHasInitializers(_ c: ClassDeclSyntax) {
        let members = c.memberBlock.members
        // An initializer may hide in an `#if` block: then nothing is judged.
        guard !members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) || $0.decl.is(IfConfigDeclSyntax.self) }),
              members.contains(where: { $0.decl.as(VariableDeclSyntax.self).map(Self.needsInitializer) ?? false })
        else { return }
        error("class '\(c.name.text)' has no initializers", at: c.name)
    }

    /// Whether a property declaration stores a value that nothing gives it: no initial
    /// value, not an Optional `var` (which starts as nil), not lazy, static, wrapped or an
    /// override (whose observers watch the superclass's storage).
    private static func needsInitializer(_ v: VariableDeclSyntax) -> Bool {
        guard v.attributes.isEmpty,
              !v.modifiers.contains(where: { ["static", "class", "lazy", "override"].contains($0.name.bareText) }) else { return false }
        let isVar = v.bindingSpecifier.tokenKind == .keyword(.var)
        return v.bindings.contains { b in
            guard b.initializer == nil, DeclarationCollector.isStored(b), let annotation = SharedAnnotation.type(of: b) else { return false }
            let startsNil = annotation.is(OptionalTypeSyntax.self) || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            return !(isVar && startsNil)
        }
    }
}
