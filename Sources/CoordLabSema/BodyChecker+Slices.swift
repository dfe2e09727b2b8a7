import SwiftSyntax

/// Changes to an `ArraySlice` (`tail[0] = x`, `tail += [x]`, `tail.append(x)`) and
/// assignments to a range of an array (`xs[1...2] = [x]`), refused
/// before running. A slice shares the storage of the array it was cut from, and whether a
/// change copies its elements out (freeing the array's others at once) or writes in place
/// (keeping them as long as the slice) depends on the spare capacity Swift's allocator
/// gave that storage: coordlab cannot know which, so it does not guess.
extension BodyChecker {
    /// Refuses `change` of `target` when the value it changes is, or is part of, a slice.
    func refuseSliceChange(of target: ExprSyntax, by change: Change) {
        var changed: ExprSyntax? = target
        if case .assignment = change, target.is(SubscriptCallExprSyntax.self), case .slice = quietType(of: target) {
            // `xs[1...2] = [x]` replaces a range of the array by other elements.
            error("coordlab does not support assigning to a range of an array yet (removeSubrange(_:), then insert(contentsOf:at:))", at: target)
            return
        }
        if case .assignment = change {
            // Giving a variable a new slice changes no slice; giving its element one does.
            changed = Self.container(of: target)
        }
        while let e = changed {
            let t = quietType(of: e)
            if case .slice = t {
                error("coordlab does not support changing an 'ArraySlice' yet (make an array of it with Array(…))", at: e)
                return
            }
            guard isValueType(t) || e.is(SubscriptCallExprSyntax.self) else { return }
            changed = Self.container(of: e)
        }
    }

    /// The value `e` is a part of: a member's base, a subscript's collection.
    private static func container(of e: ExprSyntax) -> ExprSyntax? {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base }
        if let s = e.as(SubscriptCallExprSyntax.self) { return s.calledExpression }
        return nil
    }
}
