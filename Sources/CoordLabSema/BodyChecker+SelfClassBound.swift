import SwiftSyntax

/// `self` in `extension Bindable where Self: UIViewController`: an instance of the protocol
/// and of that class at once, so the class's members are `self`'s there (`title`,
/// `present(_:animated:)`, `loadViewIfNeeded()`), bare or through `self.`, as in Swift.
/// Another value of the protocol's type has only the protocol's members.
extension BodyChecker {
    /// The class `self` is also an instance of at `node`: the `Self: SomeClass` requirement
    /// of the protocol extension around it; nil elsewhere.
    func selfBoundClass(at node: some SyntaxProtocol) -> String? {
        guard let selfType, !isStaticContext, declarations.types[selfType]?.kind == .protocolType else { return nil }
        return selfClassBound(around: node)
    }

    /// The members named `name` of the class `self` is bound to at `node`, when the
    /// protocol has none of that name.
    func selfBoundMembers(_ name: String, at node: some SyntaxProtocol) -> (owner: String, members: [Member])? {
        guard let selfType, case .missing = declarations.member(name, of: selfType),
              let bound = selfBoundClass(at: node), case .found(let ms) = declarations.member(name, of: bound) else { return nil }
        return (bound, ms)
    }

    /// Whether `node`, the name of a member access, is read from `self` itself (`self.title`).
    func isReadFromSelf(_ node: some SyntaxProtocol) -> Bool {
        var parent = Syntax(node).parent
        while let p = parent, !p.is(MemberAccessExprSyntax.self) { parent = p.parent }
        guard let access = parent?.as(MemberAccessExprSyntax.self),
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "self" && local("self") == nil
    }
}
