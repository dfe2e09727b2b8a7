/// Shortest strong-reference cycles through leaked objects, for `:leaks`.
///
/// A cycle through an object stays inside the object's strongly connected component. So
/// the components of the leaked part of the graph are found once (Tarjan's algorithm),
/// and each leaked object's breadth-first search walks its own component only. Leaks are
/// made of small cycles, so the whole pass stays linear in the graph, where a search of
/// the whole graph per leaked object would be quadratic.
struct LeakCycles {
    /// The component of each leaked node (-1 for nodes that are not leaked).
    private var component: [Int32]
    /// The edge a search first reached each node by, as its index in `outgoing.edges`.
    private var via: [Int32]
    /// Which search last reached each node, so `via` needs no clearing between searches.
    private var reachedBy: [Int32]
    private var search: Int32 = 0

    /// Finds the components of the subgraph of `leaked` nodes and their strong edges.
    init(_ g: inout RetainGraph, leaked: [Bool]) {
        let count = g.nodes.count
        component = [Int32](repeating: -1, count: count)
        via = [Int32](repeating: -1, count: count)
        reachedBy = [Int32](repeating: 0, count: count)
        var order = [Int32](repeating: -1, count: count)
        var low = [Int32](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var next: Int32 = 0
        var components: Int32 = 0
        for start in 0..<count where leaked[start] && order[start] < 0 {
            var work: [(node: Int, edge: Int)] = []
            func enter(_ n: Int) {
                order[n] = next; low[n] = next; next += 1
                stack.append(n); onStack[n] = true
                work.append((n, 0))
            }
            enter(start)
            while let top = work.last {
                let v = top.node
                var k = top.edge
                var descended = false
                let edges = g.outgoing[v]
                while k < edges.count {
                    let e = edges[edges.startIndex + k]
                    k += 1
                    g.operations += 1
                    guard e.kind == .strong, leaked[e.to] else { continue }
                    if order[e.to] < 0 {
                        work[work.count - 1].edge = k
                        enter(e.to)
                        descended = true
                        break
                    }
                    if onStack[e.to] { low[v] = min(low[v], order[e.to]) }
                }
                if descended { continue }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[v]) }
                guard low[v] == order[v] else { continue }
                while let w = stack.popLast() {
                    onStack[w] = false
                    component[w] = components
                    if w == v { break }
                }
                components += 1
            }
        }
    }

    /// A shortest cycle of strong references from `n` back to itself (empty if none).
    mutating func cycle(through n: Int, _ g: inout RetainGraph) -> [RetainGraph.Edge] {
        guard component[n] >= 0 else { return [] }
        search += 1
        var queue = [n]
        var head = 0
        while head < queue.count {
            let x = queue[head]
            head += 1
            for i in g.outgoing[x].indices {
                let e = g.outgoing.edges[i]
                guard e.kind == .strong, component[e.to] == component[n] else { continue }
                g.operations += 1
                if e.to == n {
                    var path = [e]
                    var cur = x
                    while cur != n, reachedBy[cur] == search, via[cur] >= 0 {
                        let step = g.outgoing.edges[Int(via[cur])]
                        path.insert(step, at: 0)
                        cur = step.from!
                    }
                    return path
                }
                if reachedBy[e.to] != search {
                    reachedBy[e.to] = search
                    via[e.to] = Int32(i)
                    queue.append(e.to)
                }
            }
        }
        return []
    }
}
