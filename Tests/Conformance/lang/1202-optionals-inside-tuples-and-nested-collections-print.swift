// Optionals inside tuples, nested collections and dictionary entries print with Optional(…) where their static type has one, through print, interpolation and String(describing:)
struct Profile { let name: String; let age: Int? }
let pending: (id: Int, title: String?) = (id: 7, title: nil)
let loaded: (Int?, String?) = (3, "Home")
print(pending, loaded)
print("state \(loaded)", String(describing: pending))
let sections: [[Int?]] = [[1, nil], [], [nil, 4]]
print(sections)
let maybeSections: [[Int?]]? = sections
print(maybeSections as Any)
let badges: [String: [Int?]] = ["inbox": [nil, 2]]
print(badges)
let rows: [(Int, String?)] = [(1, "a"), (2, nil)]
print(rows, rows.count)
debugPrint(loaded, sections)
func lookup(_ key: String) -> (found: Bool, value: Int?) { (key == "a", key == "a" ? 1 : nil) }
print(lookup("a"), lookup("b"))
let cached: [Set<Int>?] = [Set([1]), nil]
print(cached)
let scores: [String: Int?] = ["ana": 3, "bo": nil]
for entry in scores.sorted(by: { $0.key < $1.key }) { print(entry) }
print(scores.sorted { $0.key < $1.key })
print(scores.min { $0.key < $1.key } as Any)
let people = [Profile(name: "ana", age: nil)]
let pairs = people.map { ($0.name, $0.age) }
print(pairs)
let optionalPair: (Int, Int?)? = (1, nil)
print(optionalPair as Any)
