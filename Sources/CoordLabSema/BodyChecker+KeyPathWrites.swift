import CoordLabSyntax
import SwiftSyntax

/// Changes made through `value[keyPath: path]`: coordlab writes through a
/// `ReferenceWritableKeyPath` with `=` (a class's property path); anything else, a
/// `WritableKeyPath` into a struct, `+=`, a mutating call or `&`, is refused before the
/// program runs rather than stopped when it gets there.
extension BodyChecker {
    /// Refuses `change` of `target` when it goes through a key path coordlab cannot write.
    func refuseKeyPathChange(of target: ExprSyntax, by change: Change) {
        var part: ExprSyntax? = target
        while let e = part {
            if let s = e.as(SubscriptCallExprSyntax.self), let path = s.keyPathArgument {
                if case .assignment = change, e == target,
                   case .generic("ReferenceWritableKeyPath", _) = quietType(of: path).unwrapped {
                    return
                }
                unsupported("changing a value through a key path other than `object[keyPath: path] = value` of a class's property", at: s)
                return
            }
            part = Self.base(of: e)
        }
    }

    /// The value `e` changes a part of: a member's base, a subscript's collection, what an
    /// optional chain or `!` unwraps.
    private static func base(of e: ExprSyntax) -> ExprSyntax? {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base }
        if let s = e.as(SubscriptCallExprSyntax.self) { return s.calledExpression }
        if let o = e.as(OptionalChainingExprSyntax.self) { return o.expression }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return f.expression }
        return nil
    }
}
