// if let, guard let and while let with a tuple pattern bind the elements of an Optional tuple; the objects in it die when the bindings end
final class Screen { let name: String; init(_ n: String) { name = n }; deinit { print("deinit Screen", name) } }
func lookup(_ k: Int) -> (Screen, Int)? { k > 0 ? (Screen("s\(k)"), k * 2) : nil }
if let (screen, doubled) = lookup(2) { print("found", screen.name, doubled) }
print("after if")
if let (s, _) = lookup(0) { print("unexpected", s.name) } else { print("none for 0") }
func first(_ pairs: [(String, Int)]) -> Int {
    guard let (name, value) = pairs.first else { return -1 }
    print("first is", name)
    return value
}
print(first([("a", 1), ("b", 2)]), first([]))
var queue: [(Screen, String)] = [(Screen("q1"), "x"), (Screen("q2"), "y")]
while let (s, tag) = queue.popLast() { print("popped", s.name, tag) }
print("queue empty")
if var (a, b) = Optional((1, 2)) { a += b; b = 0; print(a, b) }
let dict = ["k": (1, "one")]
if let (n, word) = dict["k"], n > 0 { print(n, word) }
print("end")
