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
struct Group: Hashable { let name: String; let members: Set<Int>; let order: [Int] }
var groups: Set<Group> = [Group(name: "a", members: [1, 2], order: [1]), Group(name: "a", members: [2, 1], order: [1])]
groups.insert(Group(name: "a", members: [1], order: [1]))
print(groups.count, groups.contains(Group(name: "a", members: [2, 1], order: [1])))
var byMembers: [Set<Int>: String] = [[1, 2]: "x"]
byMembers[[2, 1]] = "y"
print(byMembers.count, byMembers[[1, 2]] ?? "none", Set<Set<Int>>([[1], [1], [2]]).count)
