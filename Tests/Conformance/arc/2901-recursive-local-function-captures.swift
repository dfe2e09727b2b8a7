// A recursive local function that captures objects: they go when the function's last holder goes
final class Node {
    let name: String
    var children: [Node] = []
    init(_ name: String, _ children: [Node] = []) { self.name = name; self.children = children }
    deinit { print("Node \(name) deinit") }
}
final class Walker {
    var visited = 0
    func walk(_ root: Node) -> [String] {
        var out: [String] = []
        func visit(_ n: Node, depth: Int) {
            visited += 1
            out.append(String(repeating: "-", count: depth) + n.name)
            n.children.forEach { visit($0, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return out
    }
    deinit { print("Walker deinit after \(visited)") }
}
func makeCounter(_ limit: Int) -> () -> Int {
    let log = Node("log")
    var calls = 0
    func count(_ n: Int) -> Int {
        calls += 1
        if n == 0 { return 0 }
        return 1 + count(n - 1)
    }
    return { [log] in print(log.name, calls); return count(limit) }
}
do {
    var tree: Node? = Node("root", [Node("a", [Node("a1"), Node("a2")]), Node("b")])
    var w: Walker? = Walker()
    print(w!.walk(tree!).joined(separator: " "))
    w = nil
    tree = nil
    var c: (() -> Int)? = makeCounter(3)
    print(c!())
    print(c!())
    c = nil
    print("end of do")
}
func fib(_ n: Int) -> Int {
    func go(_ a: Int, _ b: Int, _ k: Int) -> Int { k == 0 ? a : go(b, a + b, k - 1) }
    return go(0, 1, n)
}
print((0..<10).map(fib))
let holder = Node("holder")
func outer() -> () -> Void {
    weak var weakHolder = holder
    func again(_ n: Int) { if n > 0 { print("again", n, weakHolder?.name ?? "nil"); again(n - 1) } }
    return { again(2) }
}
outer()()
