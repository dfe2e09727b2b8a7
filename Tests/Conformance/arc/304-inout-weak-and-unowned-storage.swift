// ARC: a weak or unowned storage passed inout is copied into a strong temporary for the call and stored back when it returns: an object assigned inside lives until then
class C { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit \(n)") } }
final class Holder { weak var delegate: C?; unowned var owner: C; init(_ o: C) { owner = o } }
func replace(_ x: inout C?) { x = C("new"); print("inside", x != nil) }
func swapOwner(_ x: inout C, _ keep: C) { print("owner", x.n); x = keep; print("set") }
let first = C("first")
let h = Holder(first)
replace(&h.delegate)
print("after", h.delegate == nil)
weak var w: C? = first
replace(&w)
print("after w", w == nil, w?.n ?? "-")
let second = C("second")
swapOwner(&h.owner, second)
print(h.owner.n)
