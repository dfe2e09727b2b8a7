// temporaries, defer and closure captures
class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("T", n) }; func hi() -> Int { print("hi", n); return 1 } }
func g() {
  defer { print("defer 1") }
  _ = T("tmp").hi()
  print("after tmp")
  let k = T("k")
  defer { print("defer 2", k.n) }
  var box = T("box")
  let c = { [weak k] in print("weak", k?.n ?? "nil") }
  c()
  box = T("box2")
  print("end", box.n)
}
g()
print("done")
