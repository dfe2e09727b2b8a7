// Visited-screen sets in a coordinator, extended with helpers the coordinator uses
enum Screen: String { case home, search, detail, settings }

extension Set where Element == Screen {
    var names: [String] { map(\.rawValue).sorted() }
    func missing(from all: [Screen]) -> [Screen] { all.filter { !contains($0) } }
}

extension Set {
    var isSingle: Bool { count == 1 }
    func union(of other: [Element]) -> Set<Element> { union(Set(other)) }
    mutating func toggle(_ e: Element) {
        if contains(e) { remove(e) } else { insert(e) }
    }
}

final class AppCoordinator {
    var visited: Set<Screen> = []
    func show(_ s: Screen) { visited.toggle(s); print("show", s, visited.names) }
    deinit { print("deinit with", visited.count) }
}

var app: AppCoordinator? = AppCoordinator()
app?.show(.home)
app?.show(.search)
app?.show(.home)
print(app!.visited.isSingle, app!.visited.missing(from: [.home, .search, .detail]))
let more = app!.visited.union(of: [.settings, .search])
print(more.names, more.isSingle)
var tags: Set<String> = ["a"]
print(tags.isSingle)
tags.toggle("b")
print(tags.sorted(), tags.isSingle)
app = nil
