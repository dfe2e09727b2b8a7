// A Set annotation with an array literal: duplicates dropped, the set typed before anything runs.
final class Tracker {
    deinit { print("Tracker deinit") }
}
var tracker: Tracker? = Tracker()
print("start")
let seen: Set<Int> = [1, 2, 2]
print(seen.count, seen.contains(2), seen.contains(3))
var names: Set<String> = []
print(names.isEmpty, names)
names = ["b", "a", "b"]
print(names.count, names.sorted())
let inferred: Set = [3, 3, 4]
print(inferred.count, type(of: inferred))
let single: Set = ["only"]
print(single, single.first ?? "none")
debugPrint(single)
print([single], "\(single)")
let empty = Set<Double>()
print(empty, empty.count, type(of: empty))
var optional: Set<Int>? = [7]
print(optional as Any, optional?.count as Any)
optional = nil
print(optional as Any)
tracker = nil
