// a nonisolated method of an actor reads its variable state: swiftc refuses the reference from a nonisolated context
actor Player {
    let id: Int
    var score = 0
    init(id: Int) { self.id = id }
    func add(_ points: Int) { score += points }
    nonisolated func summary() -> String {
        "player \(id) has \(score)"
    }
}
