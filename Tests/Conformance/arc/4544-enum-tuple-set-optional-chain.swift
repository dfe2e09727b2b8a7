// enum payloads, tuples, optional chaining assignment
class T: Hashable { let n: String; init(_ n: String) { self.n = n }; deinit { print("T", n) }
  static func == (a: T, b: T) -> Bool { a === b }; func hash(into h: inout Hasher) { h.combine(n) } }
enum E { case one(T), two(T, T), none }
do { var e = E.two(T("a"), T("b")); print("e"); e = .one(T("c")); print("r"); e = .none; print("n") }
do { var t = (T("t1"), T("t2")); t.0 = T("t3"); print("tuple") }
class H { var t: T?; deinit { print("H") } }
do { let h: H? = H(); h?.t = T("oc"); h?.t = nil; print("oc done") }
do { var s: Set<T> = [T("s1")]; s.removeAll(); print("set") }
print("done")
