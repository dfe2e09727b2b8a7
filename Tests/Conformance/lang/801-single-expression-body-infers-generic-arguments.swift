// A function or computed property whose body is one expression returns it: its declared result type gives a generic initializer there its arguments, as a return statement would.
final class Box<Value> {
    let value: Value
    let label: String
    init(_ make: () -> Value) {
        value = make()
        label = "box"
        print("Box made")
    }
    deinit { print("Box deinit") }
}

struct Pair<First, Second> {
    let first: First
    let second: Second
    init(_ both: (First, Second)) {
        first = both.0
        second = both.1
    }
}

final class Factory {
    func number() -> Box<Int> {
        Box { 42 }
    }
    var greeting: Box<String> {
        Box { "hello" }
    }
    static func pair() -> Pair<String, Int> {
        Pair(("a", 1))
    }
    deinit { print("Factory deinit") }
}

func names() -> Box<[String]> {
    Box { ["ada", "grace"] }
}

var factory: Factory? = Factory()
let n = factory!.number()
print(n.value + 1, type(of: n))
print(factory!.greeting.value)
let p = Factory.pair()
print(p.first, p.second, type(of: p))
print(names().value.count)
factory = nil
print("end")
