// A program's prefix '-' for a struct applies to that struct only: '-v.dx' inside it negates an Int
struct Vec { var dx, dy: Int }
prefix func - (v: Vec) -> Vec { Vec(dx: -v.dx, dy: -v.dy) }
func + (a: Vec, b: Vec) -> Vec { Vec(dx: a.dx + b.dx, dy: a.dy + b.dy) }
class Sprite { var pos, vel: Vec; init() { pos = Vec(dx: 0, dy: 0); vel = Vec(dx: 2, dy: -1) } }
func step(_ s: Sprite) { s.pos = s.pos + s.vel; print(-s.pos.dx, -s.vel.dy) }
let s = Sprite()
step(s); step(s)
var a, b: Int
a = 3; b = 4
print(-a, -b, -(a + b))
let p = -s.pos
print(p.dx, p.dy, (-p).dx)
