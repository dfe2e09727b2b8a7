// Extensions of Set: constrained by Element == Int and unconstrained, with a mutating method
extension Set where Element == Int {
    var total: Int { reduce(0, +) }
    func scaled(by k: Int) -> Set<Int> { Set(map { $0 * k }) }
}
extension Set {
    func hasAll(_ xs: [Element]) -> Bool { xs.allSatisfy { contains($0) } }
    mutating func insertAll(_ xs: [Element]) { for x in xs { insert(x) } }
}
var s: Set<Int> = [1, 2, 3]
print(s.total, s.scaled(by: 2).sorted())
print(s.hasAll([1, 3]), s.hasAll([4]))
s.insertAll([4, 5])
print(s.sorted(), s.total)
var names: Set<String> = ["a"]
names.insertAll(["b", "a"])
print(names.sorted(), names.hasAll(["b"]))
