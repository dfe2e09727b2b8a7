// Generic containers and iterators: a protocol with an associated type and a mutating extension method filled through inout, a conditional CustomStringConvertible, a generic iterator whose property 'e' is mutated while a global constant has the same name, a generic enum's map
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
}
extension Container {
    mutating func add(_ item: Item) { items.append(item) }
    var count: Int { items.count }
    func first(where p: (Item) -> Bool) -> Item? { items.first(where: p) }
}
struct IntBag: Container { var items: [Int] = [] }
struct Shelf<T>: Container { var items: [T] = [] }
extension Shelf: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Shelf[" + items.map(\.description).joined(separator: ",") + "]" }
}
func fill<C: Container>(_ c: inout C, with xs: [C.Item]) { for x in xs { c.add(x) } }
var bag = IntBag()
fill(&bag, with: [3, 1, 2])
var shelf = Shelf<String>()
fill(&shelf, with: ["a", "b"])
print(bag.items, bag.count, bag.first { $0 > 1 } ?? -1, shelf, shelf.count)
func pairs<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [(A.Element, B.Element)] where A.Element: Comparable {
    Array(zip(a.sorted(), b))
}
print(pairs([3, 1], ["x", "y"]))
struct Stack<E>: Sequence, IteratorProtocol {
    var e: [E]
    mutating func next() -> E? { e.popLast() }
}
for v in Stack(e: [1, 2, 3]) { print(v, terminator: " ") }
print()
print(Stack(e: ["p", "q"]).map { $0.uppercased() }, type(of: Stack(e: [1.5])))
enum Either<L, R> { case left(L), right(R)
    func map<T>(_ f: (R) -> T) -> Either<L, T> { switch self { case .left(let l): return .left(l); case .right(let r): return .right(f(r)) } }
}
let e: Either<String, Int> = .right(4)
print(e.map { $0 * 2 }, Either<String, Int>.left("no").map { $0 + 1 })
