// Array literals that are sets by context: memberwise and init arguments, enum payloads, defaults, ?:, ??, statics, lazy, nested.
struct Filter { var tags: Set<Int> }
final class Screen {
    let ids: Set<String>
    init(ids: Set<String>) { self.ids = ids }
}
enum State { case selected(Set<Int>) }
struct Store {
    static let reserved: Set<String> = ["admin", "admin", "root"]
    lazy var cache: Set<Int> = [1, 1]
}
func count(_ s: Set<Int> = []) -> Int { s.count }
func make(_ flag: Bool) -> Set<Double> { flag ? [1, 1.5] : [] }
var f = Filter(tags: [1, 2, 2])
f.tags.insert(3)
print(f.tags.count, Screen(ids: ["a", "a"]).ids.count)
if case .selected(var ids) = State.selected([4, 4]) {
    ids.insert(5)
    print(ids.count)
}
print(count(), count([2, 2]), make(true).sorted(), make(false).isEmpty)
let none: Set<Int>? = nil
var fallback = none ?? []
fallback.insert(1)
print(fallback)
var store = Store()
store.cache.insert(2)
print(Store.reserved.count, store.cache.count)
var grid: [Set<Int>] = [[1, 1], [2]]
grid[0].insert(3)
print(grid.map { $0.count })
var index: [String: Set<Int>] = ["a": [1, 1]]
index["a"]?.insert(2)
index["b"] = [5]
print(index["a"]!.count, index["b"]!.sorted())
let pair: (Set<Int>, Int) = ([9, 9], 1)
print(pair.0.count, pair.1)
let transform: (Set<Int>) -> Int = { $0.count }
print(transform([7, 7, 8]))
var made: Set<Int> = .init()
made.insert(1)
made = Set()
made.insert(2)
print(made, Set<Double>([1, 2, 2]).sorted(), Set([[1, 2], [2, 1]].map { Set($0) }).count)
