import SwiftSyntax

extension Syntax {
    /// Whether this node is a place where async code may suspend: an `await` expression or
    /// a `for await` loop (which awaits its iterator's `next()`); code holding one is async.
    public var isAwaitPoint: Bool {
        if self.is(AwaitExprSyntax.self) { return true }
        return self.as(ForStmtSyntax.self)?.awaitKeyword != nil
    }
}
