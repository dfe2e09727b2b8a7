// Dictionaries are Hashable when their values are: an enum case or a struct holding one is a Set element or a dictionary key, equal whatever the entries' order
enum DeepLink: Hashable {
    case search(query: [String: String])
    case profile(id: Int, extras: [String: Int])
    case home
}

struct Screen: Hashable {
    var name: String
    var parameters: [String: String]
    var badges: Set<String>
}

var opened = Set<DeepLink>()
for link in [DeepLink.search(query: ["q": "swift", "sort": "new"]),
             .search(query: ["sort": "new", "q": "swift"]),
             .search(query: ["q": "swift"]),
             .profile(id: 1, extras: ["tab": 2]),
             .profile(id: 1, extras: ["tab": 2]),
             .profile(id: 1, extras: [:]),
             .home, .home] {
    let (inserted, _) = opened.insert(link)
    // A dictionary of several entries prints in Swift's per-process order: print what is fixed.
    switch link {
    case .search(let query): print(inserted ? "opened" : "already open", "search", query.keys.sorted())
    default: print(inserted ? "opened" : "already open", link)
    }
}
print(opened.count)

var visits: [Screen: Int] = [:]
let a = Screen(name: "list", parameters: ["page": "1", "filter": "all"], badges: ["new"])
let b = Screen(name: "list", parameters: ["filter": "all", "page": "1"], badges: ["new"])
let c = Screen(name: "list", parameters: ["page": "2"], badges: [])
visits[a, default: 0] += 1
visits[b, default: 0] += 1
visits[c, default: 0] += 1
print(visits[a] ?? 0, visits[c] ?? 0, visits.count, a == b, a.hashValue == b.hashValue)

var shapes = Set<[String: [Int]]>()
shapes.insert(["x": [1, 2]])
shapes.insert(["x": [1, 2]])
shapes.insert(["x": [2, 1]])
print(shapes.count, shapes.contains(["x": [2, 1]]), shapes.contains(["y": []]))
