// fallthrough runs the next clause's body: chains of them, from inside an if and a loop, after a clause's locals and bindings die
class Token { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit \(n)") } }
enum Level: Int { case low = 1, mid, high }
func describe(_ l: Level) -> [String] {
  var out: [String] = []
  switch l {
  case .high: out.append("high"); fallthrough
  case .mid: out.append("mid"); fallthrough
  case .low: out.append("low")
  }
  return out
}
for l in [Level.low, .mid, .high] { print(l, describe(l)) }
func grade(_ score: Int) {
  switch score {
  case let s where s > 90:
    let t = Token("bonus\(s)")
    print("excellent", t.n)
    if s > 95 { fallthrough }
    print("no fall")
  case 50...90:
    print("pass")
  default:
    print("default")
  }
}
grade(99); grade(93); grade(70); grade(10)
let pairs = [(0, Token("a")), (1, Token("b"))]
for (k, tok) in pairs {
  switch (k, tok.n) {
  case (0, let name): print("zero", name); for _ in 0..<2 { fallthrough }
  case (_, _): print("any", k)
  }
}
switch (1, "a") { case (1, "a"): fallthrough; case (2, _): print("fell"); default: print("no") }
print("end")
