// a static computed property of a generic struct making a value of its own parameters (Stack<T>.empty) is refused before the program runs; a static method runs (lang/3300)
// expect-error: does not support making a generic value from the generic parameters of 'self' here
// expect-line: 7
struct Stack<T> {
    var items: [T]
    static func of(_ xs: [T]) -> Stack<T> { Stack(items: xs) }
    static var empty: Stack<T> { Stack(items: []) }
}
print("start")
let s: Stack<Int> = .empty
print(s.items.count, Stack.of([1]).items)
