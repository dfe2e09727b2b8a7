// A class sequence of objects: the sequence dies once its iterator is made, elements kept in an array outlive the loop
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id; print("+\(id)") }
    deinit { print("-\(id)") }
}
final class Pool: Sequence {
    var tokens: [Token]
    init(_ n: Int) { tokens = (1...n).map(Token.init) }
    func makeIterator() -> PoolIterator { PoolIterator(pool: self) }
    deinit { print("pool gone") }
}
struct PoolIterator: IteratorProtocol {
    let pool: Pool
    var k = 0
    mutating func next() -> Token? {
        guard k < pool.tokens.count else { return nil }
        k += 1
        return pool.tokens[k - 1]
    }
}
func run() {
    for t in Pool(3) where t.id != 2 {
        print("visit \(t.id)")
    }
    print("loop done")
    let p = Pool(2)
    let ids = p.map { $0.id }
    print(ids, p.contains { $0.id == 2 })
    var kept: [Token] = []
    for t in p { kept.append(t) }
    print(kept.count)
}
run()
print("end")
