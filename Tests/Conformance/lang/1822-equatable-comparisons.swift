// == and != on types that are Equatable by declaration, by a superclass, by Hashable, by a plain enum, by a free == function, and on Optionals and arrays of them
class Base: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (a: Base, b: Base) -> Bool { a.id == b.id }
}
final class Child: Base {}

struct Point: Hashable { var x = 0, y = 0 }
enum Direction { case up, down }
final class Token {}
func == (a: Token, b: Token) -> Bool { a === b }

let c1 = Child(id: 1), c2 = Child(id: 1)
print(c1 == c2, c1 != Child(id: 2))
print(Point() == Point(x: 0, y: 0), [Point()] == [Point(x: 1)])
print(Direction.up == .up, Direction.up != .down)
let t = Token()
print(t == t, t == Token())
let maybe: Point? = Point()
print(maybe == Point(), maybe != nil, Optional<Direction>.none == nil)
let kids: [Base] = [c1, c2]
print(kids == [c2, c1], kids.contains(Child(id: 1)))
struct Slot: Equatable { var owner: Base; var tag: String }
enum Route: Equatable { case detail(Base), list }
print(Slot(owner: c1, tag: "x") == Slot(owner: c2, tag: "x"), Route.detail(c1) == .detail(c2), Route.list != .detail(c1))
print(["k": c1] == ["k": c2], (c1, 1) == (c2, 1))
