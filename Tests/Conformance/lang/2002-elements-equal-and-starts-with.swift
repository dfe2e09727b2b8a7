// elementsEqual(_:) and starts(with:) on arrays and ranges: equal, shorter, longer, empty, mismatch
let route = ["home", "settings", "privacy"]
print(route.elementsEqual(["home", "settings", "privacy"]))
print(route.elementsEqual(["home", "settings"]))
print(route.elementsEqual(["home", "settings", "privacy", "x"]))
print(route.starts(with: ["home"]), route.starts(with: ["settings"]))
print(route.starts(with: []), route.starts(with: route), route.starts(with: route + ["more"]))

let empty: [String] = []
print(empty.elementsEqual([]), empty.starts(with: []), empty.starts(with: ["a"]))

let squares = (1...4).map { $0 * $0 }
print(squares.elementsEqual([1, 4, 9, 16]), squares.starts(with: [1, 4]))
print((1...3).elementsEqual([1, 2, 3]), [1, 2, 3].elementsEqual(1...3))
print([0, 1, 2].starts(with: 0..<2), [0, 1, 2].starts(with: 0..<4))

let tail = squares.dropFirst()
print(tail.starts(with: [4, 9]), tail.elementsEqual([4, 9, 16]))

enum Tab: Equatable { case feed, search, profile }
let tabs: [Tab] = [.feed, .search, .profile]
print(tabs.starts(with: [.feed, .search]), tabs.elementsEqual([.feed, .profile, .search]))
if route.starts(with: ["home", "settings"]) { print("in settings") }
