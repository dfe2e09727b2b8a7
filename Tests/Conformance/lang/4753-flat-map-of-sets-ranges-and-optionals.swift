// A collection's `flatMap` flattens whatever sequence its closure gives (an array, a set, a range, a dictionary's pairs) and keeps what an Optional result holds, as swiftc's two `flatMap`s do; `map(Int.init)` of strings gives Optionals
struct Screen {
    let name: String
    let tags: Set<String>
    let steps: [Int]
}
let screens = [Screen(name: "home", tags: ["main", "tab"], steps: [1, 2]),
               Screen(name: "detail", tags: ["pushed"], steps: [])]
let tags = screens.flatMap { $0.tags }
print(tags.count, tags.sorted())
print(screens.flatMap { $0.steps })
print([1, 2, 3].flatMap { 0..<$0 })
print([1, 2].flatMap { 1...$0 })
let titles = ["home": "Home", "detail": "Detail"]
print(["home", "settings", "detail"].flatMap { titles[$0] })
print(["1", "two", "3"].flatMap { Int($0) })
let badges: [[String: Int]] = [["inbox": 2], ["feed": 5]]
print(badges.flatMap { $0 }.map(\.value).sorted())
let counts = ["3", "x", "12"]
print(counts.map(Int.init), counts.compactMap(Int.init))
print(["true", "maybe"].map(Bool.init), ["1.5"].map(Double.init))
