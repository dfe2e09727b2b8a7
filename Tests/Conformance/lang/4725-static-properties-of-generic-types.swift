// A static computed property of a generic type (`static var empty: Page { … }`) runs with the type's arguments each use gives: written (`Page<Int>.empty`) or expected (`let p: Page<Int> = .empty`), also in extensions, enums and classes, and from the type's own static methods
struct Page<Item>: CustomStringConvertible {
    var items: [Item]
    var next: Int?
    static var empty: Page { Page(items: [], next: nil) }
    static var itemTypeName: String { "\(Item.self)" }
    static func first(_ items: [Item]) -> Page { items.isEmpty ? empty : Page(items: items, next: 2) }
    var description: String { "Page<\(Item.self)>(\(items.count) items, next: \(next.map(String.init) ?? "none"))" }
}

extension Page {
    static var placeholder: Page<Item> { Page<Item>(items: [], next: 1) }
}

enum Loadable<Value> {
    case idle, loading, loaded(Value), failed(String)
    static var start: Loadable { .idle }
    static var busy: Self { .loading }
}

final class Transition<Root> {
    let name: String
    let perform: (Root) -> Void
    init(name: String, perform: @escaping (Root) -> Void) {
        self.name = name
        self.perform = perform
    }
    static var none: Transition { Transition(name: "none") { _ in } }
    static var log: Transition { Transition(name: "log") { root in print("  performing on", root) } }
    deinit { print("Transition<\(Root.self)>", name, "deinit") }
}

let p = Page<String>.empty
print(p, type(of: p))
let q: Page<Int> = .placeholder
print(q, Page<Double>.itemTypeName, Page<[String]>.itemTypeName)
print(Page.first([1, 2, 3]), Page<Character>.first([]))
let states: [Loadable<Int>] = [.start, .busy, .loaded(3)]
print(states, type(of: Loadable<String>.start))

func run<R>(_ t: Transition<R>, on root: R) {
    print("run", t.name, "for", R.self)
    t.perform(root)
}
do {
    run(.log, on: 42)
    run(Transition<String>.none, on: "root")
    let kept: Transition<[Int]> = .log
    kept.perform([1, 2])
    print(type(of: kept))
}
print("end")
