// a dictionary keyed by a struct that is not Hashable, written as a type or made by a literal, is refused as swiftc refuses it
struct Route { let path: String }
var visits: [Route: Int] = [:]
let first = [Route(path: "/home"): 1]
print(visits.count, first.count)
