// Set(...) of an array of Hashable structs and enums: equal values are one element, found by value.
struct Tag: Hashable {
    let name: String
}
enum Filter: Hashable {
    case all
    case tagged(String)
}
print("before")
let tags = [Tag(name: "a"), Tag(name: "a"), Tag(name: "b")]
let unique = Set(tags)
print(unique.count, unique.contains(Tag(name: "b")), unique.contains(Tag(name: "c")))
print(unique.map { $0.name }.sorted())
var filters: Set<Filter> = [.all, .tagged("x")]
print(filters.insert(.tagged("x")).inserted, filters.insert(.tagged("y")).inserted)
print(filters.count, filters.contains(.all))
print(filters.remove(.all) as Any)
print(filters.remove(.all) as Any, filters.count)
struct Point: Hashable { var x: Int; var y: Int }
var visited = Set<Point>()
for step in [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 0)] {
    let (inserted, member) = visited.insert(step)
    print(inserted, member)
}
print(visited.count)
let numbers = Set(1...4)
print(numbers.sorted(), Set(0..<3).count, Set([1, 2]) == Set([2, 1]))
