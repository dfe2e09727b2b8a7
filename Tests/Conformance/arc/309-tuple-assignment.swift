// Tuple assignment: (a, b) = (b, a) swaps without freeing anything; a target's old value is released when that target stores, in order.
final class T {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit", n) }
}
func swapPair(_ a: inout Int, _ b: inout Int) { (a, b) = (b, a) }
var x = 1, y = 2
swapPair(&x, &y)
print(x, y)
var a = T("a"), b = T("b")
(a, b) = (b, a)
print(a.n, b.n)
(a, b) = (T("d"), T("e"))
print(a.n, b.n)
var pair: (first: Int, second: Int) = (0, 0)
(pair.first, pair.second) = (3, 4)
print(pair)
