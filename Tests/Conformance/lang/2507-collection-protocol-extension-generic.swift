// Swift test suite style: a generic algorithm in an extension of Collection where Element: Equatable, used on a program's collection and an array
struct Fib: Collection {
    let limit: Int
    var startIndex: Int { 0 }
    var endIndex: Int { limit }
    subscript(position: Int) -> Int {
        var a = 0, b = 1
        for _ in 0..<position { (a, b) = (b, a + b) }
        return a
    }
    func index(after i: Int) -> Int { i + 1 }
}
extension Collection where Element: Equatable {
    func positions(of x: Element) -> [Index] {
        var found: [Index] = []
        var i = startIndex
        while i != endIndex {
            if self[i] == x { found.append(i) }
            i = index(after: i)
        }
        return found
    }
    var allSame: Bool {
        guard let f = first else { return true }
        return allSatisfy { $0 == f }
    }
}
func sum<C: Collection>(_ c: C) -> Int where C.Element == Int {
    var total = 0
    for x in c { total += x }
    return total
}
let f = Fib(limit: 10)
print(Array(f))
print(f.positions(of: 1), [3, 1, 3].positions(of: 3))
print(f.allSame, Fib(limit: 1).allSame, Fib(limit: 0).allSame)
print(sum(f), sum([1, 2, 3]))
print(f.filter { $0 % 2 == 0 }.count, f.contains(21), f.contains(22))
print(f.firstIndex(of: 13) ?? -1, f.compactMap { $0 > 10 ? String($0) : nil })
