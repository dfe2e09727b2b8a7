// A static computed property of a generic struct making a value of its own parameters (Stack<T>.empty) runs with the arguments the context gives, as a static method does (lang/3300)
struct Stack<T> {
    var items: [T]
    static func of(_ xs: [T]) -> Stack<T> { Stack(items: xs) }
    static var empty: Stack<T> { Stack(items: []) }
}
print("start")
let s: Stack<Int> = .empty
print(s.items.count, Stack.of([1]).items)
print(type(of: s), Stack<String>.empty.items.isEmpty)
