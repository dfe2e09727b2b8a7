// Defer blocks run before the locals they see are released, per scope, per loop iteration, and before a returned value is used
class O { let n: String; init(_ n: String) { self.n = n }; deinit { print("-\(n)") } }
func f() {
  defer { print("defer 1") }
  let a = O("a")
  defer { print("defer 2 sees", a.n) }
  do {
    let b = O("b")
    defer { print("inner defer", b.n) }
  }
  let c = O("c")
  print("body", c.n)
}
f()
func loop() {
  for i in 0..<2 {
    let o = O("loop\(i)")
    defer { print("defer \(o.n)") }
    if i == 0 { continue }
    print("after continue", i)
  }
}
loop()
func g() -> O {
  let r = O("ret")
  defer { print("defer before return value used") }
  return r
}
print(g().n)
