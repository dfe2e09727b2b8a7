// A subscript a program's extension gives a standard type (`subscript(safe:)` of Collection, a labelled one of Array or Dictionary) has its declared result with the receiver's element: an `Element?` prints, compares and unwraps as an Optional
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension Array {
    subscript(wrapping i: Int) -> Element { self[(i % count + count) % count] }
}
extension Dictionary where Value == [String] {
    subscript(all key: Key) -> [String] { self[key] ?? [] }
}

final class TabCoordinator {
    let tabs = ["feed", "search", "profile"]
    var badges: [String: [String]] = ["feed": ["new"]]
    func select(_ i: Int) -> String? { tabs[safe: i] }
    deinit { print("TabCoordinator deinit") }
}

do {
    let c = TabCoordinator()
    print(c.select(1) as Any, c.select(7) as Any)
    print(c.tabs[safe: 0] ?? "none", c.tabs[safe: -1] ?? "none")
    if let last = c.tabs[safe: 2] { print("last", last) }
    print([c.tabs[safe: 1], c.tabs[safe: 3]])
    print(c.tabs[wrapping: -1], c.tabs[wrapping: 4])
    print(c.badges[all: "feed"], c.badges[all: "search"].isEmpty)
    print(c.tabs[safe: 1] == "search", "abc"[safe: "abc".startIndex] as Any)
}
