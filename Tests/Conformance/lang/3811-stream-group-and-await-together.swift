// The shapes of the first concurrency examples people write: an async function awaited, a stream built and iterated, a task group summing its children
func f() async -> Int { 3 }
let stream = AsyncStream<Int> { c in for i in 0..<3 { c.yield(i) }; c.finish() }
for await v in stream { print(v) }
print(await f())
let total = await withTaskGroup(of: Int.self) { g in
  for i in 1...3 { g.addTask { i * 2 } }
  var t = 0
  for await v in g { t += v }
  return t
}
print(total)
final class Scores {
    private var values: [String: Int] = ["ann": 3, "bob": 5, "cy": 8]
    func score(of name: String) async -> Int { values[name] ?? 0 }
}
let scores = Scores()
let ranked = await withTaskGroup(of: (String, Int).self) { group in
    for name in ["cy", "ann", "bob"] {
        group.addTask { (name, await scores.score(of: name)) }
    }
    var all: [(String, Int)] = []
    for await pair in group { all.append(pair) }
    return all.sorted { $0.1 > $1.1 }.map { "\($0.0)=\($0.1)" }
}
print(ranked.joined(separator: ", "))
