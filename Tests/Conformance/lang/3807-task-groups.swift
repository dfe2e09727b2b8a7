// Task groups: results summed and sorted whatever order the children end in, next(), waitForAll(), isEmpty, a throwing group's error, cancelAll()
struct FetchError: Error { let id: Int }
func square(_ n: Int) async -> Int { n * n }
func fetch(_ id: Int) async throws -> String {
    if id == 3 { throw FetchError(id: id) }
    return "item\(id)"
}
func slow(_ n: Int) async -> String {
    do {
        try await Task.sleep(nanoseconds: 5_000_000_000)
        return "finished \(n)"
    } catch {
        return "cancelled \(n)"
    }
}
let squares = await withTaskGroup(of: Int.self) { group in
    for n in 1...5 { group.addTask { await square(n) } }
    var all: [Int] = []
    for await s in group { all.append(s) }
    return all.sorted()
}
print(squares)
let firstTwo = await withTaskGroup(of: (Int, String).self, returning: [String].self) { group in
    for n in 0..<4 { group.addTask { (n, String(repeating: "*", count: n)) } }
    var pairs: [(Int, String)] = []
    while let pair = await group.next() { pairs.append(pair) }
    print("empty after draining:", group.isEmpty)
    return pairs.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print(firstTwo)
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<3 { group.addTask { _ = await square(2) } }
    await group.waitForAll()
    print("all done")
}
do {
    let names = try await withThrowingTaskGroup(of: String.self) { group in
        for id in 1...2 { group.addTask { try await fetch(id) } }
        var names: [String] = []
        for try await name in group { names.append(name) }
        return names.sorted()
    }
    print(names)
    _ = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
        for id in 1...4 { group.addTask { try await fetch(id) } }
        var names: [String] = []
        for try await name in group { names.append(name) }
        return names
    }
    print("not reached")
} catch let error as FetchError {
    print("failed at", error.id)
}
let outcomes = await withTaskGroup(of: String.self) { group in
    for n in 1...3 { group.addTask { await slow(n) } }
    group.cancelAll()
    print("cancelled:", group.isCancelled)
    var all: [String] = []
    for await o in group { all.append(o) }
    return all.sorted()
}
print(outcomes)
