// A generic wrapper whose associated type is its parameter's (`typealias Item = Base.Item`) gets the protocol extension's methods with that type bound, closures included.
protocol Source {
    associatedtype Item
    func items() -> [Item]
}

extension Source {
    func mapped<T>(_ transform: (Item) -> T) -> [T] {
        items().map(transform)
    }
    func first(where match: (Item) -> Bool) -> Item? {
        items().first(where: match)
    }
}

final class Names: Source {
    typealias Item = String
    func items() -> [String] { ["ada", "grace", "alan"] }
    deinit { print("Names deinit") }
}

struct Logged<Base: Source>: Source {
    typealias Item = Base.Item
    let base: Base
    func items() -> [Item] {
        print("reading items")
        return base.items()
    }
}

struct Twice<Base: Source>: Source {
    typealias Item = Base.Item
    let base: Base
    func items() -> [Item] { base.items() + base.items() }
}

var names: Names? = Names()
let logged = Logged(base: names!)
print(logged.mapped { $0.count })
print(logged.first { $0.hasPrefix("g") } ?? "none")
let twice = Twice(base: Logged(base: names!))
print(twice.mapped { $0.uppercased() }.count)
names = nil
print("still held by the wrappers")
