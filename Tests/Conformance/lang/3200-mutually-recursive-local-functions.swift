// two local functions calling each other: a tree walker's walk/walkAll pair and isEven/isOdd, one declared after the other
indirect enum Tree {
    case leaf(Int)
    case node([Tree])
}
func summarize(_ t: Tree) -> (total: Int, leaves: Int, deepest: Int) {
    var leaves = 0
    var deepest = 0
    func walk(_ t: Tree, depth: Int) -> Int {
        deepest = max(deepest, depth)
        switch t {
        case .leaf(let v):
            leaves += 1
            return v
        case .node(let kids):
            return walkAll(kids, depth: depth + 1)
        }
    }
    func walkAll(_ ts: [Tree], depth: Int) -> Int {
        ts.map { walk($0, depth: depth) }.reduce(0, +)
    }
    let total = walk(t, depth: 0)
    return (total, leaves, deepest)
}
print(summarize(.node([.leaf(1), .node([.leaf(2), .node([.leaf(3)])]), .leaf(4)])))
print(summarize(.leaf(7)))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return "\(n): \(isEven(n) ? "even" : "odd")"
}
print(parity(7), parity(10), parity(0))

func tokens(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    func flush() { if !current.isEmpty { out.append(current); current = "" } }
    func take(_ c: Character) {
        if c == " " { flush() } else if c == "," { flush(); emit(",") } else { current.append(c) }
    }
    func emit(_ s: String) { out.append(s) }
    for c in text { take(c) }
    flush()
    return out
}
print(tokens("push home, pop  settings,detail"))
