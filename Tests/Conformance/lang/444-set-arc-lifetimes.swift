// A set holds its elements strongly: remove releases, a copy shares them, a local set's elements go with it.
final class Token: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    deinit { print("deinit \(name)") }
}
var live: Set<Token> = []
let kept = Token("kept")
live.insert(kept)
live.insert(Token("temporary"))
print("inserted", live.count)
if let t = live.first(where: { $0.name == "temporary" }) {
    print("removing", t.name)
    live.remove(t)
    print("removed")
}
print("count", live.count)
var snapshot = live
live.insert(Token("late"))
print(snapshot.count, live.count)
live.removeAll()
print("removeAll done")
snapshot = []
print("snapshot cleared", kept.name)
func work() {
    let local: Set<Token> = [Token("local")]
    print("working with", local.count)
}
work()
print("after work")
do {
    var many = Set<Token>()
    for _ in 0..<3 { many.insert(Token("same")) }
    print("many", many.count)
}
print("after scope")
var holder: Set<Token>? = [Token("held")]
holder = nil
print("end")
