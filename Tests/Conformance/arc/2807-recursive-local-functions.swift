// Local functions that call themselves: directly, from a closure inside them, and after escaping; what they capture is freed when they go
final class Ledger {
    let name: String
    var visits = 0
    init(_ name: String) { self.name = name }
    deinit { print("ledger \(name) freed after \(visits) visits") }
}
func countdown(from n: Int) -> [Int] {
    func step(_ k: Int) -> [Int] {
        return k < 0 ? [] : [k] + step(k - 2)
    }
    return step(n)
}
print(countdown(from: 7))

func makeWalker() -> (Int) -> Int {
    let ledger = Ledger("walk")
    func walk(_ depth: Int) -> Int {
        ledger.visits += 1
        if depth == 0 { return 0 }
        let deeper = { walk(depth - 1) }
        return 1 + deeper()
    }
    return walk
}
do {
    let w = makeWalker()
    print(w(3), w(1))
}
print("walker gone")

func tree(_ levels: Int) -> String {
    let ledger = Ledger("tree")
    func node(_ level: Int) -> String {
        ledger.visits += 1
        guard level < levels else { return "." }
        return "(" + node(level + 1) + node(level + 1) + ")"
    }
    return node(0)
}
print(tree(2))
print("end")
