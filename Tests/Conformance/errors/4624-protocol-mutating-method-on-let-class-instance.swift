// ERRORS: a protocol extension's mutating method called on a 'let' class instance is swiftc's error, where the run changed the constant
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
}
print("start")
let session = Session(seed: 1)
session.next()
print(session.seed)
