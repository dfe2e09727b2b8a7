// Set.init as a function value: arrays and slices made sets by map(Set.init), compared and counted
print("start")
let sets = [[1, 2], [2]].map(Set.init)
print(sets.map { $0.count })
print(sets[0].isSuperset(of: sets[1]), sets[0] == Set([2, 1]))
let codes = [[1, 2, 3], [3, 2, 1], [1, 2, 4]]
let digits = codes.map(Set.init)
print(digits[0] == digits[1], digits[0] == digits[2])
let halves = [3, 1, 3, 2, 1, 1].split(separator: 2).map(Set.init)
print(halves.map { $0.sorted() })
let unique = Set([5, 5, 6])
print(unique.count)
