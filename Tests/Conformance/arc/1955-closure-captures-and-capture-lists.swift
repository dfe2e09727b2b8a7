// Closures keep captured objects alive; [weak self], [unowned self], capture lists copying a var, and a strong self cycle
class O { let n: String; init(_ n: String) { self.n = n }; deinit { print("-\(n)") } }
class VC {
  let name: String
  var handler: (() -> Void)?
  init(_ n: String) { name = n }
  func setWeak() { handler = { [weak self] in print("weak self", self?.name ?? "nil") } }
  func setUnowned() { handler = { [unowned self] in print("unowned self", self.name) } }
  func setStrong() { handler = { print("strong", self.name) } }
  deinit { print("deinit VC \(name)") }
}
var a: VC? = VC("a"); a!.setWeak(); a!.handler!(); let h = a!.handler!; a = nil; h()
var b: VC? = VC("b"); b!.setUnowned(); b!.handler!(); b = nil
var c: VC? = VC("c"); c!.setStrong(); c = nil
print("c leaked")
var d: VC? = VC("d"); d!.setStrong(); d!.handler = nil; d = nil
let o = O("cap")
let cl = { [o] in print("captured list", o.n) }
cl()
var v = O("v1")
let cl2 = { [v] in print("captured value", v.n) }
v = O("v2")
cl2()
print("end")
