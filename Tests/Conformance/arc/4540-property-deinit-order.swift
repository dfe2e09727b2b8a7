// stored properties deinit in declaration order, subclass then superclass
class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("T", n) } }
class Base { let a = T("a"); deinit { print("Base deinit") } }
class Sub: Base { let b = T("b"); let c = T("c"); deinit { print("Sub deinit") } }
func f() { let s = Sub(); print("made", s.b.n); print("end f") }
f()
struct P { var x: T; var y: T }
do { var p = P(x: T("x1"), y: T("y1")); p.x = T("x2"); print("reassigned"); _ = p }
print("done")
