import SwiftSyntax

/// `extension Array where Element: Greeter` (or `== Route`), `extension Optional where
/// Wrapped: Describable`: inside such an extension `self`'s elements (or wrapped value) have
/// the type the clause gives them, as a constrained generic parameter does in a function
/// (`T: Greeter` is typed by its constraint). A call of a protocol extension's method on
/// an element is then reached statically, as Swift reaches it, not by the element's own
/// method of that name.
extension BodyChecker {
    /// The type of `self`'s elements (`Element` of an Array or a Set, `Wrapped` of an
    /// Optional) that extension `x` of standard type `standard` constrains; nil when its
    /// clause gives none the checker models.
    func constrainedElement(of x: ExtensionDeclSyntax, extending standard: String) -> SemaType? {
        let parameter: String
        switch standard {
        case "Array", "Set": parameter = "Element"
        case "Optional": parameter = "Wrapped"
        default: return nil
        }
        var found: SemaType?
        for r in x.genericWhereClause?.requirements ?? [] {
            switch r.requirement {
            case .conformanceRequirement(let c):
                guard c.leftType.as(IdentifierTypeSyntax.self)?.name.bareText == parameter,
                      case .named(let n) = declarations.resolve(c.rightType, in: nil),
                      let d = declarations.types[n], d.kind == .protocolType || d.kind == .classType else { continue }
                // Two constraints (`Element: A, Element: B`): no one type stands for both.
                if found != nil { return nil }
                found = .named(n)
            case .sameTypeRequirement(let s):
                guard s.leftType.as(IdentifierTypeSyntax.self)?.name.bareText == parameter,
                      let right = s.rightType.as(TypeSyntax.self) else { continue }
                let t = declarations.resolve(right, in: nil)
                guard t.isKnown else { return nil }
                return t
            default:
                continue
            }
        }
        return found
    }

    /// `self`'s type inside the extension of standard type holder `holder` being checked,
    /// with the elements its clause constrains.
    func standardExtensionSelf(ofHolder holder: String) -> SemaType {
        let t = StandardExtensions.selfType(ofHolder: holder)
        guard let element = extensionElement else { return t }
        switch t {
        case .array(.unknown): return .array(element)
        case .set(.unknown): return .set(element)
        case .optional(.unknown): return .optional(element)
        default: return t
        }
    }
}
