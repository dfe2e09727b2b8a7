// Constructing an instance through a generic type alias (`Boxed<Int>(3)`) is refused before the program runs, in coordlab's words, not as an Array initializer
// expect-error: does not support constructing through the generic type alias 'Boxed' yet
// expect-line: 11
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
    deinit { print("deinit Box") }
}
typealias Boxed<T> = Box<T>

let box = Boxed<Int>(3)
print(box.value)
