// lexicographicallyPrecedes(_:) on arrays: first difference decides, a proper prefix comes first
let versions = [[1, 2, 0], [1, 10], [1, 2], [0, 9, 9]]
for v in versions { print(v, v.lexicographicallyPrecedes([1, 2, 1])) }
print([Int]().lexicographicallyPrecedes([]), [Int]().lexicographicallyPrecedes([0]))
print([1, 2].lexicographicallyPrecedes([1, 2]), [1, 2].lexicographicallyPrecedes([1, 2, 3]))
print(["b", "a"].lexicographicallyPrecedes(["b", "b"]), ["ab"].lexicographicallyPrecedes(["a"]))
let sorted = versions.sorted { $0.lexicographicallyPrecedes($1) }
print(sorted)
struct Rank: Comparable {
    let n: Int
    static func < (a: Rank, b: Rank) -> Bool {
        print("asked", a.n, "<", b.n)
        return a.n < b.n
    }
}
print([Rank(n: 1), Rank(n: 3)].lexicographicallyPrecedes([Rank(n: 1), Rank(n: 2)]))
