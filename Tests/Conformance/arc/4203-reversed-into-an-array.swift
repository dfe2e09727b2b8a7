// reversed() where an Array is expected (an assignment, an annotated constant, a result, an argument) makes a new Array, whose elements are released in its own order; a ReversedCollection kept for a loop frees them in the storage's
final class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("-\(n)") } }
var arr = [T("x"), T("z")]
arr = arr.reversed()
print(arr.map(\.n), type(of: arr))
arr.removeAll()
print("--")
func flipped(_ xs: [T]) -> [T] { xs.reversed() }
func show(_ xs: [T]) { print(xs.map(\.n)) }
final class Box { var items: [T] = []; deinit { print("Box deinit") } }
var xs = [T("a"), T("b"), T("c")]
var ys = flipped(xs)
xs = []
print("xs cleared")
ys = []
print("--")
let box = Box()
box.items = [T("p"), T("q")]
box.items = box.items.reversed()
show(box.items.reversed())
box.items.removeAll()
print("--")
let chars: [Character] = "abc".reversed()
print(chars, String("abc".reversed()))
let nums: [Int] = (1...4).reversed()
print(nums)
for x in [T("r1"), T("r2")].reversed() { print(x.n) }
print("end")
