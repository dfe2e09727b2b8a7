// Extensions of Array, String and Int: methods, computed and static members, mutating methods on the caller's storage.
extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
    var doubled: [Int] { map { $0 * 2 } }
}
extension Array where Element: Equatable {
    mutating func remove(object: Element) {
        if let i = firstIndex(of: object) { remove(at: i) }
    }
}
extension Array {
    var secondItem: Element? { count > 1 ? self[1] : nil }
    static func pair(_ a: Element, _ b: Element) -> [Element] { [a, b] }
}
extension String {
    var isBlank: Bool { allSatisfy { $0 == " " } }
    func shout() -> String { uppercased() + "!" }
    mutating func exclaim() { self += "!" }
    static let greeting = "hello"
    static func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }
}
extension Int {
    var squared: Int { self * self }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
    mutating func bump() { self += 1 }
}
extension Dictionary where Key == String {
    func keyList() -> String { keys.sorted().joined(separator: ",") }
}
struct Holder { var items: [Int] = [] }

print([1, 2, 3].total(), [1, 2].doubled)
var xs = [1, 2, 3, 2]
xs.remove(object: 2)
print(xs, xs.secondItem ?? -1, [Int]().secondItem ?? -1)
print(Array.pair(1, 2), Array.pair("x", "y"))
print("   ".isBlank, "a b".isBlank, "hi".shout())
var s = "wow"
s.exclaim()
print(s, String.greeting, String.repeated("ab", 3))
var n = 3
n.bump()
print(n.squared, 5.squared)
3.times { print("tick") }
print(["b": 1, "a": 2].keyList())
var h = Holder()
h.items.append(5)
h.items.append(6)
h.items.remove(object: 5)
print(h.items, h.items.total())
