// a member of a generic type's metatype held as a value (t.init, type(of:).init) is refused before the program runs
// expect-error: does not support members of a generic type's metatype held as a value ('t.init') yet
// expect-line: 12
final class Box<T> {
    let value: T
    required init(value: T) { self.value = value }
    deinit { print("Box deinit") }
}
let t: Box<Int>.Type = Box<Int>.self
print(t)
let first = Box<Int>(value: 1)
let made = t.init(value: 5)
print(first.value, made.value)
