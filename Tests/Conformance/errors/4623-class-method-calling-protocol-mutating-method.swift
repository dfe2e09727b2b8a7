// ERRORS: a class's own method calling a protocol extension's mutating method on itself is swiftc's error ('self' is immutable), where the run crashed
protocol Seeded {
    init(seed: Int)
    var seed: Int { get }
}
extension Seeded {
    mutating func next() { self = Self(seed: seed + 1) }
}
final class Session: Seeded {
    let seed: Int
    init(seed: Int) { self.seed = seed }
    func refresh() { next() }
}
print("start")
var session = Session(seed: 1)
session.refresh()
print(session.seed)
