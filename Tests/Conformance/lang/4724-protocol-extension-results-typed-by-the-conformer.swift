// A protocol extension's member whose type names an associated type (`func page() -> [Item]`) has, on a conforming type, the type that conformance gives it, also when the conformance infers it from a stored property written without a type
protocol Paginated: AnyObject {
    associatedtype Item
    var items: [Item] { get set }
    var pageSize: Int { get }
}

extension Paginated {
    func page(_ n: Int) -> [Item] { Array(items.dropFirst(n * pageSize).prefix(pageSize)) }
    var firstItem: Item? { items.first }
    var counted: (Item?, Int) { (items.last, items.count) }
    func grouped() -> [Int: [Item]] {
        var out: [Int: [Item]] = [:]
        for (k, item) in items.enumerated() { out[k / pageSize, default: []].append(item) }
        return out
    }
    func append(_ more: Item...) { items += more }
}

struct Article: CustomStringConvertible {
    let title: String
    var description: String { "«\(title)»" }
}

final class Feed: Paginated {
    var items = [Article(title: "one"), Article(title: "two"), Article(title: "three")]
    let pageSize = 2
    deinit { print("Feed deinit with", items.count) }
}

final class Scores: Paginated {
    var items: [Int] = [10, 20, 30, 40, 50]
    var pageSize: Int { 3 }
}

do {
    let feed = Feed()
    let second = feed.page(1)
    print(second, type(of: second), second.map(\.title))
    print(feed.firstItem?.title ?? "none", type(of: feed.firstItem))
    let (last, count) = feed.counted
    print(last.map { $0.title.uppercased() } ?? "-", count, type(of: feed.counted))
    feed.append(Article(title: "four"), Article(title: "five"))
    print(feed.grouped()[2]?.map(\.title) ?? [], type(of: feed.grouped()))

    let scores = Scores()
    let top = scores.page(0)
    print(top.reduce(0, +), type(of: top), scores.firstItem.map { $0 * 2 } ?? 0)
    print(scores.page(1).max() ?? 0, scores.counted.0 ?? 0)
}
print("end")
