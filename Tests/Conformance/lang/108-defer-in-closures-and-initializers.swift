// LANG: defer inside closures, initializers, deinit, guard-else blocks and nested loops
class Tracker {
    var events: [String] = []
    init() {
        defer { print("init's defer: events so far", events.count) }
        events.append("created")
    }
    deinit {
        defer { print("deinit's defer") }
        print("deinit body")
    }
}
var t: Tracker? = Tracker()
t = nil
let twice = { (k: Int) -> Int in
    defer { print("closure's defer for", k) }
    return k * 2
}
print(twice(4))
func find(_ items: [Int], _ target: Int) -> Int? {
    defer { print("search finished") }
    guard !items.isEmpty else {
        defer { print("guard's else defer") }
        return nil
    }
    for (i, v) in items.enumerated() {
        defer { print("checked", i) }
        if v == target { return i }
    }
    return nil
}
print(find([], 1) as Any)
print(find([4, 5, 6], 5) as Any)
func grid() {
    outer: for r in 0..<3 {
        defer { print("row", r, "done") }
        for c in 0..<3 {
            defer { print("cell", r, c) }
            if c == 1 { continue outer }
            if r == 2 { break outer }
        }
    }
}
grid()
var counter = 0
func bump() -> Int {
    defer { counter += 1 }
    return counter
}
print(bump(), bump(), counter)
