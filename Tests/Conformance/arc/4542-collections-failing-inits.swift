// arrays, dictionaries, failable init, throwing init
class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("T", n) } }
var arr = [T("0"), T("1"), T("2"), T("3")]
arr.remove(at: 1); print("r1")
arr.removeLast(); print("r2")
arr[0] = T("new"); print("r3")
let f = arr.filter { $0.n == "new" }; print("filtered", f.count)
arr.removeAll(); print("r4")
var d: [String: T] = ["a": T("da"), "b": T("db")]
d["a"] = nil; print("d1")
d.removeValue(forKey: "b"); print("d2")
class F { let t = T("ft"); let u: T; init?(_ ok: Bool) { if !ok { return nil }; u = T("fu") }; deinit { print("F deinit") } }
_ = F(false); print("failed")
_ = F(true); print("ok")
struct E: Error {}
class G { let t: T; let u: T; init(_ x: Bool) throws { t = T("gt"); if x { throw E() }; u = T("gu") }; deinit { print("G deinit") } }
do { _ = try G(true) } catch { print("caught") }
class N { var next: N?; weak var prev: N?; let id: Int; init(_ i: Int) { id = i }; deinit { print("N", id) } }
do { let a = N(1); a.next = N(2); a.next!.prev = a; a.next!.next = N(3) }
print("done")
