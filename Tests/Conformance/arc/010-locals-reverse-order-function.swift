// ARC: locals are released at the end of the function in reverse order of declaration
class Item {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func work() {
    let first = Item("first")
    let second = Item("second")
    var third: Item? = Item("third")
    let fourth = Item("fourth")
    print("using \(first.name) \(second.name) \(third?.name ?? "-") \(fourth.name)")
    third = nil
    print("end of work")
}

func value() -> String {
    let a = Item("a")
    let b = Item("b")
    return a.name + b.name
}

work()
print("after work")
print(value())
print("end")
