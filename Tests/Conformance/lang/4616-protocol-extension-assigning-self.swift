// A protocol extension's mutating method assigning `self`: written back for a struct (in an array, an existential, a class's property, an inout argument), an enum and a class conformer (the caller's variable takes the new instance), with the old values released as Swift releases them
final class Token { let id: Int; init(_ id: Int) { self.id = id; print("token \(id)") }; deinit { print("token \(id) gone") } }
protocol Resettable { init(seed: Int); var seed: Int { get } }
extension Resettable {
    mutating func reseed(_ k: Int) { self = Self(seed: seed + k) }
    mutating func twice(_ k: Int) { reseed(k); reseed(k) }
}
struct Holder: Resettable { var token: Token; var seed: Int; init(seed: Int) { self.seed = seed; token = Token(seed) } }
final class Screen: Resettable {
    let seed: Int
    init(seed: Int) { self.seed = seed; print("screen \(seed)") }
    deinit { print("screen \(seed) gone") }
}
enum Mode: Resettable {
    case a, b(Int)
    init(seed: Int) { self = seed == 0 ? .a : .b(seed) }
    var seed: Int { if case .b(let n) = self { return n }; return 0 }
}
var h = Holder(seed: 1)
h.reseed(1)
print("h", h.seed, h.token.id)
var hs = [Holder(seed: 10)]
hs[0].reseed(5)
print("hs", hs[0].seed)
var existential: Resettable = Holder(seed: 20)
existential.reseed(1)
print("existential", existential.seed)
final class Owner { var holder = Holder(seed: 30); var screen: Screen? = Screen(seed: 40) }
let owner = Owner()
owner.holder.twice(1)
owner.screen?.reseed(2)
print("owner", owner.holder.seed, owner.screen?.seed as Any)
func bump(_ r: inout Holder) { r.reseed(100) }
bump(&h)
print("h", h.seed)
var m = Mode.a
m.twice(3)
print(m)
var s = Screen(seed: 1)
let keep = s
s.reseed(1)
print(s.seed, keep.seed)
print("end")
