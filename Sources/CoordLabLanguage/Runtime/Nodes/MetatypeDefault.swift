/// `_ type: T.Type = T.self` left out of a call: the metatype the running call bound `T`
/// to, filled in when the body starts (the caller's placeholder is `.void`, which no
/// metatype is).
final class MetatypeDefault: Stmt {
    let slot: Int
    let type: Expr
    init(slot: Int, type: Expr, loc: CodeLocation) {
        self.slot = slot
        self.type = type
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        if case .void = i.frame.slots[slot] { i.frame.slots[slot] = try type.eval(i) }
        return .normal
    }
}
