import SwiftSyntax

/// Arguments of `inout` parameters, checked in swiftc's words before anything runs: one
/// is written `&storage` with a variable for storage, and `&` goes with nothing else.
extension BodyChecker {
    /// Refuses argument `e` (of type `t`) when it and its parameter's `shape` disagree
    /// about `inout`, or when it passes a constant to be changed; nothing when the
    /// parameter is unknown (a closure's, the checker's own built-ins).
    func checkInoutArgument(_ e: ExprSyntax, shape: ParameterShape?, type t: SemaType) {
        guard recording else { return }
        if let io = e.as(InOutExprSyntax.self) { refuseSelfPartToStoredClosure(io) }
        guard let shape else { return }
        let spelled = t.isKnown ? " of type '\(t)'" : ""
        if let io = e.as(InOutExprSyntax.self) {
            if shape.isInout {
                refuseChange(of: io.expression, by: .inoutArgument(ampersand: io))
            } else {
                error("'&' used with non-inout argument\(spelled)", at: io)
            }
        } else if shape.isInout {
            error("passing value\(spelled) to an inout parameter requires explicit '&'", at: e)
        }
    }

    /// Refuses `step(&count)` in a struct's `mutating` method when `step` is a closure
    /// stored in a property of the same struct and `count` a part of `self`: coordlab
    /// holds `self` while it reads the closure, and the write would go to a copy.
    private func refuseSelfPartToStoredClosure(_ io: InOutExprSyntax) {
        guard let owner = selfType, declarations.types[owner]?.kind == .structType,
              let call = io.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return }
        let callee = call.calledExpression
        let name: String
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.bareText
        } else if let m = callee.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = m.declName.baseName.bareText
        } else {
            return
        }
        guard isPropertyOfSelf(name), isPartOfSelf(io.expression) else { return }
        unsupported("passing a part of 'self' inout to a closure stored in a property of 'self' ('\(name)')", at: io)
    }

    /// Whether plain `name` is an instance property of `self` (no local hides it).
    private func isPropertyOfSelf(_ name: String) -> Bool {
        guard scopes.allSatisfy({ $0[name] == nil }), let owner = selfType,
              case .found(let ms) = declarations.member(name, of: owner) else { return false }
        return ms.contains { $0.kind == .property && !$0.isStatic }
    }

    /// Whether `e` names `self` or a stored part of it (`count`, `self.items[0]`).
    private func isPartOfSelf(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            return r.baseName.bareText == "self" || isPropertyOfSelf(r.baseName.bareText)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { return isPartOfSelf(base) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return isPartOfSelf(s.calledExpression) }
        return false
    }
}
