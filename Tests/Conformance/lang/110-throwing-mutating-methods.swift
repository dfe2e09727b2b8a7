// LANG: a mutating method that throws keeps the changes it made before throwing, and a copy taken before keeps its own value
enum Full: Error { case full }
struct Stack {
    var items: [String] = []
    var pushes = 0
    let limit: Int
    mutating func push(_ s: String) throws {
        pushes += 1
        if items.count >= limit { throw Full.full }
        items.append(s)
    }
    mutating func pushAll(_ list: [String]) throws {
        for s in list { try push(s) }
    }
}
var s = Stack(limit: 2)
try s.push("a")
let before = s
do {
    try s.pushAll(["b", "c", "d"])
} catch {
    print("stopped:", s.items, s.pushes)
}
print("copy:", before.items, before.pushes)
class Holder { var stack = Stack(limit: 1) }
let h = Holder()
do {
    try h.stack.push("x")
    try h.stack.push("y")
} catch {
    print("holder:", h.stack.items, h.stack.pushes)
}
var stacks = [Stack(limit: 0), Stack(limit: 5)]
let snapshot = stacks
for i in 0..<2 {
    do { try stacks[i].push("z") } catch { print("stack", i, "is full") }
}
print(stacks.map { $0.pushes }, snapshot.map { $0.pushes }, stacks[1].items)
