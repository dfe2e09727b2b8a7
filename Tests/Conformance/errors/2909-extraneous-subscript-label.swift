// ERRORS: a subscript's parameter has no argument label unless it spells one
final class Registry {
    private var names: [Int: String] = [1: "home"]
    subscript(id: Int) -> String? { names[id] }
    subscript(key key: String) -> Int? { names.first { $0.value == key }?.key }
}
let r = Registry()
print(r[key: "home"] ?? 0)
print(r[id: 1] ?? "-")
