// Hashable structs, tuples' parts and nil as dictionary keys: one entry per equal key, as Swift hashes them.
struct Point: Hashable { var x: Int; var y: Int }
enum Tab: Hashable { case home, profile(id: Int) }
struct Slot: Hashable { let tab: Tab; let index: Int }

var names: [Point: String] = [:]
let p = Point(x: 1, y: 2)
names[p] = "a"
names[Point(x: 1, y: 2)] = "b"
names[Point(x: 2, y: 1)] = "c"
print(names[p] ?? "none", names.count, names[Point(x: 9, y: 9)] ?? "none")
names[p] = nil
print(names.count, names[Point(x: 2, y: 1)] ?? "none")

var bySlot: [Slot: Int] = [Slot(tab: .home, index: 0): 1]
bySlot[Slot(tab: .profile(id: 3), index: 0)] = 2
bySlot[Slot(tab: .home, index: 0)] = 5
print(bySlot.count, bySlot[Slot(tab: .home, index: 0)] ?? 0, bySlot[Slot(tab: .profile(id: 4), index: 0)] ?? 0)

var optionalKeys: [String?: Int] = [nil: 1]
optionalKeys[nil] = 2
optionalKeys["x"] = 3
print(optionalKeys[nil] ?? 0, optionalKeys.count)
