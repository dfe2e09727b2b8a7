// A generic method whose result would have an Optional generic argument (map giving Box<Int?>) is refused
// expect-error: Optional generic arguments ('U' would be 'Int?')
struct Box<T> {
    let value: T
    func map<U>(_ transform: (T) -> U) -> Box<U> { Box<U>(value: transform(value)) }
}
let b = Box(value: "42")
let m = b.map { Int($0) }
print(m)
print(m.value ?? -1)
