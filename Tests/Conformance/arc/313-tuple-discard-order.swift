// `_` targets of a tuple assignment: a call's dropped elements die last first, a literal's as they are made
final class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("- \(n)") } }
func three() -> (T, T, T) { (T("a"), T("b"), T("c")) }
var k: T? = nil
(_, _, _) = three()
print("1")
(_, k, _) = three()
print("2")
(k, _, _) = three()
print("3")
(_, _, k) = three()
print("4")
(_, _, _) = (T("l1"), T("l2"), T("l3"))
print("5")
(_, k, _) = (T("m1"), T("m2"), T("m3"))
print("6")
