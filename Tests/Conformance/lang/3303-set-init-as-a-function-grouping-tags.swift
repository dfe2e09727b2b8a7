// screens' tag lists deduplicated with compactMap/map(Set.init), then joined, intersected and sorted for display
struct Screen {
    let name: String
    let tags: [String]
}
let screens = [
    Screen(name: "home", tags: ["main", "feed", "main"]),
    Screen(name: "profile", tags: ["user", "feed"]),
    Screen(name: "settings", tags: []),
]
let tagSets = screens.map(\.tags).map(Set.init)
print(tagSets.map { $0.count })
let shared = tagSets[0].intersection(tagSets[1])
print(shared.sorted())
let all = tagSets.reduce(Set<String>()) { $0.union($1) }
print(all.sorted(), all.contains("user"))
let nonEmpty = tagSets.filter { !$0.isEmpty }.count
print("non-empty:", nonEmpty)
let sizes = screens.map { $0.tags.map(\.count) }.map(Set.init).map { $0.sorted() }
print(sizes)
