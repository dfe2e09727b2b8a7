import SwiftSyntax

/// Metatypes of the program's generic types with their arguments (`Box<Int>.self`, a
/// `Box<Int>.Type` value, `type(of: box)`): coordlab keeps them as spellings, which print
/// and compare as Swift's do, and have no members.
extension BodyChecker {
    /// Refuses what coordlab cannot run of such a metatype: `Box<T>.self` with a generic
    /// parameter among its arguments, and a member of one held as a value (`t.init(v:)`,
    /// `Box<Int>.self.init`), where a generic type named with its arguments (`Box<Int>.make()`)
    /// reaches its static members as before.
    func refuseGenericMetatypeUse(_ m: MemberAccessExprSyntax, base: ExprSyntax, baseType: SemaType, call: CallArguments?) {
        guard case .metatype(.generic(let n, let args)) = baseType, declarations.types[n]?.isFramework == false else { return }
        let name = m.declName.baseName.bareText
        if name == "self", call == nil, base.is(GenericSpecializationExprSyntax.self) {
            if !args.allSatisfy(\.isKnown) {
                unsupported("the metatype of a generic type with generic parameters among its arguments ('\(base.trimmedDescription).self')", at: m)
            }
            return
        }
        if !isWrittenType(base) {
            unsupported("members of a generic type's metatype held as a value ('\(base.trimmedDescription).\(name)')", at: m)
        }
    }

    /// Whether `e` names a type (`Box<Int>`, `Box`, `Self`), not a value holding a metatype.
    private func isWrittenType(_ e: ExprSyntax) -> Bool {
        if e.is(GenericSpecializationExprSyntax.self) { return true }
        guard let r = e.as(DeclReferenceExprSyntax.self) else { return false }
        let name = r.baseName.bareText
        return name == "Self" || (local(name) == nil && declarations.typeNamed(name, from: selfType) != nil)
    }
}
