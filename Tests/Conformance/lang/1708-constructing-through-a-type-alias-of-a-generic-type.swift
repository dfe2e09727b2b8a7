// Types made through aliases of generic classes and structs (typealias UserStore = Store<User>; UserStore(), and a generic alias Labelled<T> = Store<T> written Labelled<Int>(…)): the instance keeps the alias's generic arguments for print and type(of:), and its elements die with it in order.
final class User: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "User(\(name))" }
    deinit { print("deinit \(name)") }
}
final class Store<Item> {
    private(set) var items: [Item] = []
    let label: String
    init(label: String = "store") { self.label = label }
    func insert(_ item: Item) { items.append(item) }
    deinit { print("deinit \(label) with \(items.count) items") }
}
struct Page<Element> {
    var elements: [Element]
    var number: Int
}
typealias UserStore = Store<User>
typealias Counters = Store<Int>
typealias UserPage = Page<User>
typealias Labelled<T> = Store<T>
typealias Grid<T> = Page<[T]>
var users: UserStore? = UserStore(label: "users")
users?.insert(User(name: "ann"))
users?.insert(User(name: "bo"))
let counters = Counters()
counters.insert(3)
print(type(of: users!), type(of: counters), counters.items)
let scores = Labelled<Double>(label: "scores")
scores.insert(2.5)
let grid = Grid<Int>(elements: [[1, 2], [3]], number: 0)
print(type(of: scores), scores.items, type(of: grid), grid)
var page: UserPage? = UserPage(elements: users!.items, number: 1)
print(page!)
users = nil
print("store gone")
page = nil
print("page gone")
