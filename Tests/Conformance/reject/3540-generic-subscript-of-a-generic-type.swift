// A generic subscript of a generic type is refused before the program runs
// expect-error: coordlab does not support generic subscripts of generic types
// expect-line: 7
final class Bag<Element> {
    var items: [Element] = []
    var extras: [String: Any] = [:]
    subscript<T>(extra name: String) -> T? {
        extras[name] as? T
    }
}

let bag = Bag<Int>()
bag.items.append(1)
print("started")
bag.extras["x"] = "value"
let x: String? = bag[extra: "x"]
print(x ?? "none")
