// unowned, lazy closure capturing self, escaping closure replaced, withExtendedLifetime
class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("T", n) } }
class Owner { let n: String; var cb: (() -> Void)?; lazy var greet: () -> String = { [unowned self] in "hi " + self.n }
  init(_ n: String) { self.n = n }; deinit { print("Owner", n) } }
do { let o = Owner("o"); print(o.greet()); let t = T("cap"); o.cb = { print(t.n) }; o.cb?(); o.cb = nil; print("cleared") }
do { let t = T("ext"); withExtendedLifetime(t) { print("inside") }; print("after") }
protocol P: AnyObject { var n: String { get } }
class Q: P { let n = "q"; deinit { print("Q deinit") } }
do { weak var w: P?; do { let q = Q(); w = q; print(w?.n ?? "nil") }; print(w == nil) }
do { let o: AnyObject = T("any"); if let t = o as? T { print(t.n, ObjectIdentifier(t) == ObjectIdentifier(o), t === o) } }
print("done")
