// A generic container class holding objects: pushing retains, popping and replacing release, in Swift's order
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
final class Stack<Element> {
    private(set) var items: [Element] = []
    func push(_ item: Element) { items.append(item) }
    @discardableResult func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
    deinit { print("deinit stack of \(count)") }
}
struct Slot<T> {
    var current: T
    mutating func replace(with new: T) { current = new }
}
var stack: Stack<Screen>? = Stack<Screen>()
stack?.push(Screen("home"))
stack?.push(Screen("detail"))
stack?.push(Screen("edit"))
print(stack?.top?.name ?? "none", stack?.count ?? 0)
stack?.pop()
print("popped")
var slot = Slot(current: Screen("a"))
slot.replace(with: Screen("b"))
print("replaced with \(slot.current.name)")
stack = nil
print("end")
