// a program's generic type conforming to ExpressibleByArrayLiteral, made from an array literal where it is expected, is refused before the program runs (coordlab would make it without its generic arguments)
// expect-error: does not support making the generic type 'Stack<String>' from a literal
// expect-line: 11
struct Stack<Element>: ExpressibleByArrayLiteral {
    var storage: [Element]
    init(arrayLiteral elements: Element...) { storage = elements.reversed() }
    var top: Element? { storage.first }
}
print("start")
let plain = Stack<Int>(arrayLiteral: 1, 2)
let screens: Stack<String> = ["home", "list"]
print(plain.top ?? 0, screens.top ?? "-")
