// LANG: try inside if, guard, while and switch subjects, ternaries, interpolation, optional chains, and a labeled do left with break
enum Bad: Error { case value }
func check(_ n: Int) throws -> Int {
    if n < 0 { throw Bad.value }
    return n
}
class Node {
    var next: Node?
    let id: Int
    init(_ id: Int) { self.id = id }
    func value() throws -> Int { try check(id) }
}
func conditions(_ n: Int) throws -> String {
    if try check(n) > 5 { return "big" }
    guard try check(n - 1) >= 0 else { return "unreachable" }
    var k = 0
    while try check(n - k) > 2 { k += 1 }
    switch try check(n) {
    case 1: return "one after \(k)"
    default: return "some \(try check(n) * 2) after \(k)"
    }
}
for n in [7, 1, 4, 0] {
    do { print(try conditions(n)) } catch { print(n, "threw") }
}
let flag = true
print(flag ? try check(3) : 0)
let list = Node(1)
list.next = Node(-2)
print(try list.next?.next?.value() as Any)
print((try? list.next?.value()) as Any)
print(try list.value(), (try? list.next!.value()) ?? -1)
search: do {
    for n in [3, -1, 5] {
        guard (try? check(n)) != nil else {
            print("stopping at", n)
            break search
        }
        print("checked", n)
    }
    print("not printed")
}
func propagates() throws {
    do {
        print("a do without catch lets errors through")
        _ = try check(-9)
    }
    print("not printed either")
}
do { try propagates() } catch { print("caught", error) }
