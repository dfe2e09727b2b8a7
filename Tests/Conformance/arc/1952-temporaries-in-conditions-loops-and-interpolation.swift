// Temporaries die at the end of their statement: in if conditions, ternaries, loops over array literals, interpolation, switch subjects, early returns
class O { let n: String; init(_ n: String) { self.n = n; print("+\(n)") }; deinit { print("-\(n)") } }
func mk(_ n: String) -> O { O(n) }
_ = O("discard")
let _ = O("letdiscard")
print("a")
if mk("cond").n == "cond" { print("in if") }
print("b")
let x = true ? mk("t").n : mk("f").n
print(x)
for o in [mk("l0"), mk("l1")] { print("loop", o.n) }
print("c")
var pool = [mk("w0"), mk("w1")]
while let o = pool.popLast() { print("while", o.n) }
print("d")
print("interp \(mk("i1").n) \(mk("i2").n)")
switch mk("subj").n { case "subj": print("matched"); default: break }
print("e")
func early(_ f: Bool) -> String {
  let a = O("ea")
  guard f else { print("guard exit"); return a.n }
  let b = O("eb")
  return b.n + a.n
}
print(early(false)); print(early(true))
struct S { let o1: O; let o2: O }
do { let s = S(o1: mk("s1"), o2: mk("s2")); print("struct", s.o1.n) }
print("f")
let arr = [S(o1: mk("as1"), o2: mk("as2"))]
print(arr.count)
