// Breadth-first search with a visited Set: insert(_:).inserted as a guard, sets as dictionary values, inout sets.
struct Graph {
    private(set) var edges: [String: Set<String>] = [:]
    mutating func connect(_ a: String, _ b: String) {
        edges[a, default: []].insert(b)
        edges[b, default: []].insert(a)
    }
    func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            for next in (edges[node] ?? []).sorted() {
                guard seen.insert(next).inserted else { continue }
                queue.append(next)
            }
        }
        return seen
    }
}
func collect(_ names: [String], into set: inout Set<String>) -> Int {
    var added = 0
    for n in names where set.insert(n).inserted { added += 1 }
    return added
}
var g = Graph()
g.connect("home", "detail")
g.connect("detail", "settings")
g.connect("login", "signup")
print(g.reachable(from: "home").sorted())
print(g.reachable(from: "signup").sorted())
print(g.edges["detail"]?.count as Any, g.edges["nowhere"]?.count as Any)
var all = Set<String>()
print(collect(["a", "b", "a"], into: &all), collect(["b", "c"], into: &all), all.count)
let islands = g.edges.keys.filter { g.reachable(from: $0).count == 2 }.sorted()
print(islands)
let degrees = Set(g.edges.values.map { $0.count })
print(degrees.sorted())
