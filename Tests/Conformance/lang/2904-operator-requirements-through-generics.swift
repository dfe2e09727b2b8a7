// A protocol's own operator used on generic values: each call reaches the operator of the type bound
protocol Combinable { static var empty: Self { get }; static func <+> (a: Self, b: Self) -> Self }
infix operator <+>: AdditionPrecedence
extension Int: Combinable { static var empty: Int { 0 }; static func <+> (a: Int, b: Int) -> Int { a + b } }
extension String: Combinable { static var empty: String { "" }; static func <+> (a: String, b: String) -> String { a.isEmpty ? b : a + "," + b } }
struct Longest: Combinable, CustomStringConvertible {
    var word: String
    static var empty: Longest { Longest(word: "") }
    static func <+> (a: Longest, b: Longest) -> Longest { b.word.count > a.word.count ? b : a }
    var description: String { "longest: \(word)" }
}
func fold<T: Combinable>(_ xs: [T]) -> T {
    var acc = T.empty
    for x in xs { acc = acc <+> x }
    return acc
}
func twice<T: Combinable>(_ x: T) -> T { x <+> x }
func pairwise<T>(_ a: T, _ b: T) -> T where T: Combinable { a <+> b <+> T.empty }
print(fold([3, 4, 5]), fold(["a", "b", "c"]), fold(["kiwi", "banana", "fig"].map(Longest.init)))
print(twice(21), twice("ho"), pairwise(Longest(word: "ab"), Longest(word: "abc")))
print(fold([Int]()), fold([String]()).isEmpty)
