// Conditional conformances of the program's own generic types (extension Box: Equatable where T: Equatable, Stack: Describable where Element: Describable) run when the condition holds, nested too, with deinits
protocol Describable { func describe() -> String }
final class Screen: Describable {
    let name: String
    init(_ name: String) { self.name = name }
    func describe() -> String { "screen " + name }
    deinit { print("Screen deinit", name) }
}
struct Box<T> { let value: T }
extension Box: Equatable where T: Equatable {}
extension Box: Describable where T: Describable {
    func describe() -> String { "box(" + value.describe() + ")" }
}
final class Stack<Element> {
    var items: [Element] = []
    func push(_ e: Element) { items.append(e) }
    deinit { print("Stack deinit", items.count) }
}
extension Stack: Describable where Element: Describable {
    func describe() -> String { "[" + items.map { $0.describe() }.joined(separator: ", ") + "]" }
}
func show<T: Describable>(_ x: T) { print(x.describe()) }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(Box(value: 3) == Box(value: 3), Box(value: "a") != Box(value: "b"))
print(same(Box(value: Box(value: 1)), Box(value: Box(value: 2))))
var stack: Stack<Screen>? = Stack()
stack?.push(Screen("home"))
stack?.push(Screen("detail"))
show(stack!)
show(Box(value: Screen("modal")))
show(Box(value: Box(value: Screen("nested"))))
let described: Describable = Box(value: Screen("kept"))
print(described.describe())
stack = nil
print("end")
