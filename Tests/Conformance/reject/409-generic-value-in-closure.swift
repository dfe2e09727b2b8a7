// A generic value made from self's generic parameters inside a closure is refused (reading self's arguments there would capture self, which Swift's closure does not).
// expect-error: does not support making a generic value from the generic parameters of 'self' here
// expect-line: 9
final class Node<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
final class Factory<T> {
    func maker() -> (T) -> Node<T> { { value in Node<T>(value) } }
}
print(Factory<Int>().maker()(3).value)
