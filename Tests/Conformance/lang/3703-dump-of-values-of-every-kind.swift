// dump: structs, enum cases and their associated values, tuples, collections, Optionals (in fields, payloads and elements), ranges, metatypes, name/indent/maxDepth/maxItems and to:
struct Address { var street: String; var number: Int? }
struct Person { let name: String; var address: Address?; var tags: Set<String>; var scores: [String: Int] }
enum Route { case home, detail(id: Int, title: String?), search(String), batch([Int?]) }
struct Page<Item> { var items: [Item]; var next: Int? }

dump(Person(name: "Ada", address: Address(street: "Main", number: nil), tags: ["x"], scores: ["math": 3]))
for route in [Route.home, .detail(id: 7, title: nil), .detail(id: 8, title: "Eight"), .search("q"), .batch([1, nil])] {
    dump(route)
}
dump((code: 200, body: Optional("ok"), retry: false))
dump(Page(items: ["a", "b"], next: 2))
dump([[1, 2], []] as [[Int]])
dump(0..<2, name: "range", indent: 4)
dump(Route.self)
dump([Address(street: "A", number: 1), Address(street: "B", number: 2)], maxItems: 4)
dump(Person(name: "Lin", address: nil, tags: [], scores: [:]), maxDepth: 0)
var log = ""
let returned = dump(Address(street: "Side", number: 9), to: &log, name: "logged")
print(log.count, returned.street)
print(log, terminator: "")
