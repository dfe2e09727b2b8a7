// struct `self = value` in initializers and mutating methods: old properties go after the new are stored
final class Tracker {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}
struct Slot {
    var first: Tracker
    var second: Tracker?
    init(first: Tracker, second: Tracker?) {
        self.first = first
        self.second = second
    }
    init(named name: String) {
        self = Slot(first: Tracker(name + ".1"), second: Tracker(name + ".2"))
        print("init done")
    }
    mutating func replace(with other: Slot) {
        print("replacing")
        self = other
        print("replaced")
    }
    mutating func clear() {
        self = Slot(first: Tracker("blank"), second: nil)
    }
}
var a = Slot(named: "a")
let b = Slot(named: "b")
a.replace(with: b)
print(a.first.name, b.first.name)
a.clear()
print("cleared")
var list = [Slot(named: "c")]
list[0].clear()
print(list.count)
struct Counter {
    var n = 0
    mutating func reset() { self = Counter() }
    mutating func add() { self = Counter(n: n + 1) }
}
var c = Counter()
c.add(); c.add()
print(c.n)
c.reset()
print(c.n)
