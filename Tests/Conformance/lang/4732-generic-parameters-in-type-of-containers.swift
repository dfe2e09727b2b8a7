// type(of:) of a container holding a constrained generic parameter's values spells the argument bound (Array<Article>), not the protocol: for a generic function's parameter and for a property of a generic type; type(of:) of a value whose generic parameter is bound to an existential gives the existential
protocol Identified { var id: Int { get } }
struct Article: Identified { let id: Int }
final class Comment: Identified {
    let id: Int
    init(id: Int) { self.id = id }
}

func index<Item: Identified>(_ items: [Item], first: Item?, by key: [String: Item]) -> [Int] {
    print(type(of: items), type(of: first), type(of: key))
    return items.map { $0.id }
}

final class ListViewModel<Item: Identified> {
    var items: [Item] = []
    var selected: Item?
    var cache = [Int: Item]()
    func load(_ new: [Item]) {
        items = new
        selected = new.first
        for i in new { cache[i.id] = i }
        print(type(of: items), type(of: self.selected), type(of: cache), items.map(\.id))
    }
}

print(index([Article(id: 1), Article(id: 2)], first: nil, by: [:]))
print(index([Comment(id: 3)], first: Comment(id: 4), by: ["x": Comment(id: 5)]))
ListViewModel<Article>().load([Article(id: 9)])
let comments = ListViewModel<Comment>()
comments.load([Comment(id: 1), Comment(id: 2)])
print(type(of: comments.items), type(of: comments.cache))

func kind<T>(_ value: T) -> String { "\(type(of: value))" }
let some: Identified = Comment(id: 1)
let anything: Any = 3
print(kind(some), kind(anything), kind(Article(id: 2)), kind(comments))
let mixed: [Identified] = [Article(id: 1), Comment(id: 2)]
print(mixed.map { kind($0) }, mixed.map { "\(type(of: $0))" })
