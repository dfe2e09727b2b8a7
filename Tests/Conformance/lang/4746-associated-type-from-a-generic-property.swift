// An associated type that a generic conformer's stored property gives (`Item` is `T` for `var items: [T]`) types a protocol extension's parameters and results with the conformer's argument: `Stack<Double>().push(2)` pushes a Double
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container {
    mutating func push(_ item: Item) { items.append(item) }
    var top: Item? { items.last }
    func scaled(by factor: Item) -> [Item] where Item == Double { items.map { $0 * factor } }
}
struct Stack<T>: Container {
    var items: [T] = []
}
final class Queue<Element>: Container {
    var items: [Element] = []
    deinit { print("queue of", items.count, "gone") }
}
var prices = Stack<Double>()
prices.push(2)
prices.push(3)
print(prices.items, prices.items[0] / 4, prices.top as Any)
print(prices.scaled(by: 2))
var names = Stack<String>()
names.push("home")
print(names.top ?? "none")
do {
    var queue = Queue<Double>()
    queue.push(1)
    print(queue.items, queue.top! / 2)
}
print("end")
