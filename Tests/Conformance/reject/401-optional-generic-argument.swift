// REJECT: a generic parameter bound to an Optional is refused: coordlab keeps one level of Optional in a value and would print it wrongly
// expect-error: coordlab does not support Optional generic arguments ('Value' would be 'Int?') yet
// expect-line: 10
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
print("never printed")
let plain = Box(1)
let wrapped = Box<Int?>(nil)
print(plain.value, wrapped.value as Any)
