// Deinit chains through three classes release each level's properties in order; a deinit assigning a property
class P { let n: String; init(_ n: String) { self.n = n; print("init \(n)") }; deinit { print("deinit \(n)") } }
class Base { let b1 = P("b1"); let b2 = P("b2"); deinit { print("Base deinit") } }
class Mid: Base { let m1 = P("m1"); deinit { print("Mid deinit") } }
class Leaf: Mid { let l1 = P("l1"); var l2: P? = P("l2"); deinit { print("Leaf deinit") } }
do { _ = Leaf() }
print("--")
var x: Base? = Leaf()
x = Mid()
x = nil
print("end")
class O2 { let n: String; init(_ n: String) { self.n = n }; deinit { print("-\(n)") } }
class Owner {
  var a = O2("a"); var b = O2("b")
  lazy var c = O2("c")
  var d: O2? = nil
  deinit { print("Owner deinit"); d = O2("late") ; print("end of deinit") }
}
do { let ow = Owner(); _ = ow.c }
print("--")
do {
  let ow = Owner()
  let keep = ow.a
  ow.a = O2("a2")
  print("kept", keep.n)
}
print("--")
struct Pair { var x: O2; var y: O2 }
do {
  var p = Pair(x: O2("px"), y: O2("py"))
  p.x = O2("px2")
  var q = p
  q.y = O2("qy")
  print("copied")
  p = q
  print("assigned", p.y.n)
}
print("end")
