// generic helpers (counting, reversing, swapping, filtering) given arrays of Optionals from a form model, with deinit order
final class Field {
    let name: String
    var value: String?
    init(_ name: String, _ value: String?) { self.name = name; self.value = value }
    deinit { print("deinit \(name)") }
}
func countWhere<T>(_ xs: [T], _ test: (T) -> Bool) -> Int {
    var n = 0
    for x in xs where test(x) { n += 1 }
    return n
}
func reversed<T>(_ xs: [T]) -> [T] {
    var out: [T] = []
    for x in xs { out.insert(x, at: 0) }
    return out
}
func swapped<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
func keep<T>(_ xs: [T], where test: (T) -> Bool) -> [T] { xs.filter(test) }
do {
    let fields = [Field("name", "Ann"), Field("email", nil), Field("phone", nil)]
    let values = fields.map { $0.value }
    print(countWhere(values) { $0 == nil })
    print(reversed(values))
    var a: String? = "left"
    var b: String? = nil
    swapped(&a, &b)
    print(a as Any, b as Any)
    print(keep(values) { $0 != nil })
    let missing = keep(fields.map { $0.value == nil ? $0.name : nil }) { $0 != nil }
    print(missing.count, missing)
}
print("done")
