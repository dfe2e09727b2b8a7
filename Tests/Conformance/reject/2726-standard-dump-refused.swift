// The standard library's dump(_:) is refused as a function coordlab lacks, not reported as a name that does not exist
// expect-error: does not support the standard library's 'dump'
// expect-line: 6
struct Route { let name: String; let depth: Int }
print("start")
dump(Route(name: "home", depth: 1))
