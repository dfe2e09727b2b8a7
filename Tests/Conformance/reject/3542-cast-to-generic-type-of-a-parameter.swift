// A cast to a generic type whose argument is the generic function's own parameter is refused
// expect-error: coordlab does not support casts to generic type 'Box' with these arguments yet
// expect-line: 9
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
func unbox<T>(_ items: [Any], as type: T.Type) -> [T] {
    items.compactMap { ($0 as? Box<T>)?.value }
}
print("started")
print(unbox([Box(1), Box("a"), Box(2)], as: Int.self))
