// A generic subscript inherited by a subclass makes a generic box from its own parameter and filters by it
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value; print("box \(value)") }
    deinit { print("unbox \(value)") }
}

class Registry {
    var items: [Any] = []
    subscript<T>(first type: T.Type, orElse fallback: T) -> Box<T> {
        for item in items {
            if let t = item as? T { return Box(t) }
        }
        return Box(fallback)
    }
    subscript<T>(all type: T.Type) -> [T] {
        items.compactMap { $0 as? T }
    }
}

final class SpecialRegistry: Registry {
    override init() {
        super.init()
        items = [1, "one", 2.0, 3, "three"]
    }
}

let r = SpecialRegistry()
let b = r[first: String.self, orElse: "none"]
print(b.value, type(of: b))
print(r[first: Bool.self, orElse: false].value)
print(r[all: Int.self], r[all: String.self].count)
do {
    let d = r[first: Double.self, orElse: 0]
    print(type(of: d), d.value)
}
print(r[all: Float.self].isEmpty)
