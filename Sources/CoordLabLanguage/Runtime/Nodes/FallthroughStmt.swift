/// `fallthrough`: ends the current `switch` clause and runs the next one's body
/// without matching its patterns (see `SwitchStmt`).
final class FallthroughStmt: Stmt {
    override func exec(_ i: Interpreter) throws -> Completion { .fallThrough }
}
