// Swift's min keeps the first of equal values and max takes the last (y >= x ? y : x), also for three or more arguments and for 0.0 and -0.0; a sequence's min() and max() keep the first
struct R: Comparable { let p: Int; let n: String
    static func < (a: R, b: R) -> Bool { a.p < b.p }
    static func == (a: R, b: R) -> Bool { a.p == b.p } }
print(max(R(p: 1, n: "x"), R(p: 1, n: "y")).n, min(R(p: 1, n: "x"), R(p: 1, n: "y")).n)
print(max(R(p: 1, n: "a"), R(p: 1, n: "b"), R(p: 1, n: "c")).n, min(R(p: 1, n: "a"), R(p: 1, n: "b"), R(p: 1, n: "c")).n)
print(max(0.0, -0.0), min(0.0, -0.0), max(-0.0, 0.0), max(3, 7, 7), min(2, 9))
print([R(p: 1, n: "a"), R(p: 1, n: "b")].max()!.n, [R(p: 1, n: "a"), R(p: 1, n: "b")].min()!.n)
