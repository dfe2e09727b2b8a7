// Sequence's filter in generic code and in extensions of Collection gives an Array even of a String, a Set or a Dictionary, whose own filter keeps their type; RangeReplaceableCollection's gives Self
extension Collection {
    func every(_ n: Int) -> [Element] {
        var k = -1
        return filter { _ in k += 1; return k % n == 0 }
    }
    func kept(_ p: (Element) -> Bool) -> [Element] { self.filter(p) }
}
extension StringProtocol {
    func withoutVowels() -> Any { filter { !"aeiou".contains($0) } }
}
extension RangeReplaceableCollection {
    func same() -> Any { filter { _ in true } }
}
func keep<C: Collection>(_ c: C, _ p: (C.Element) -> Bool) -> [C.Element] { c.filter(p) }
func firstKept<S: Sequence>(_ s: S, _ p: (S.Element) -> Bool) -> S.Element? { s.filter(p).first }
func onlyEven<C: RangeReplaceableCollection>(_ c: C) -> C where C.Element == Int { c.filter { $0 % 2 == 0 } }

print(keep("hello") { $0 != "l" })
print(keep(Set([3])) { $0 > 1 })
print(keep(["a": 1]) { $0.value > 0 })
print("abcdef".every(2), "abc".kept { $0 != "b" })
print(Set([5]).every(1), ["k": 2].kept { _ in true })
print([1, 2, 3, 4].every(2))
let e = "xyz".every(1)
print(type(of: e), e.count)
print("banana".withoutVowels(), "banana".same(), [1].same())
print(firstKept("swift") { $0 > "s" } as Any, firstKept(["b": 2]) { $0.value > 1 }?.key as Any)
print(onlyEven([1, 2, 3, 4]))
print("plain".filter { $0 != "a" }, Set([1]).filter { $0 > 0 }.count, ["x": 1].filter { _ in true })
