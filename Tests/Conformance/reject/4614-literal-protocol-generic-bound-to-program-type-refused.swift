// A generic function whose parameter must conform to a literal protocol, bound to a program's type, is refused before the run (coordlab erases the parameter, so the literal would stay a String)
// expect-error: does not support a generic parameter that must conform to 'ExpressibleByStringLiteral' bound to 'Tag'
struct Tag: ExpressibleByStringLiteral {
    let name: String
    init(stringLiteral value: String) { name = value.uppercased() }
}
func placeholder<T: ExpressibleByStringLiteral>() -> T { "empty" }
print("start")
let t: Tag = placeholder()
print(t.name)
