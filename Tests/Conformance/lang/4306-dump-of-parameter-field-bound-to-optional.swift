// dump of a generic class whose stored T is bound to an Optional shows its wrapper
final class Field<T> {
    var value: T
    let name: String
    init(_ name: String, _ value: T) { self.name = name; self.value = value }
}
let f = Field<Int?>("age", 30)
dump(f)
f.value = nil
dump(f)
struct Form<A, B> {
    var first: A
    var second: B
}
dump(Form<String?, Int>(first: "a", second: 2))
dump(Form<String?, Int?>(first: nil, second: nil))
