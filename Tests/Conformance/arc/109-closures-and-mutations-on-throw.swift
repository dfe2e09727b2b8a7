// ARC: a throwing closure releases its locals before the caller's; its context and captures live as long as the closure does
enum Stop: Error { case here }
class Item {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func stop(_ b: Bool) throws { if b { throw Stop.here } }
func run() throws {
    let captured = Item("captured")
    let work: (Int) throws -> Int = { k in
        let step = Item("step \(k)")
        defer { print("closure defer \(k)") }
        try stop(k == 2)
        return step.name.count + captured.name.count
    }
    for k in 1...3 {
        let outer = Item("outer \(k)")
        print(try work(k), outer.name)
    }
}
do { try run() } catch { print("caught run") }
print("---")
struct Bag {
    var items: [Item] = []
    mutating func add(_ name: String, failing: Bool) throws {
        items.append(Item(name))
        try stop(failing)
    }
}
func fill() {
    var bag = Bag()
    try? bag.add("kept 1", failing: false)
    let copy = bag
    do { try bag.add("kept 2", failing: true) } catch { print("add threw, bag has", bag.items.count) }
    print("copy has", copy.items.count)
    bag = Bag()
    print("bag emptied")
}
fill()
print("end")
