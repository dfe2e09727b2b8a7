// The metatype of a generic type written with its arguments is refused: swiftc prints `Store<Int>`, coordlab's metatype values do not keep the arguments
// expect-error: coordlab does not support the metatype of a generic type with its arguments
// expect-line: 7
final class Store<Value> {
    var items: [Value] = []
}
let kind: Any.Type = Store<Int>.self
print(kind)
