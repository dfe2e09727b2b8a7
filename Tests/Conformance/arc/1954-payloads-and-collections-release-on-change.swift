// Objects in enum payloads (indirect too), dictionary values and arrays die when replaced, removed, filtered or reordered
class O { let n: String; init(_ n: String) { self.n = n }; deinit { print("-\(n)") } }
enum Slot { case empty; case filled(O); indirect case pair(Slot, Slot) }
var s: Slot = .pair(.filled(O("x")), .pair(.filled(O("y")), .empty))
print("built")
if case .pair(let l, _) = s { if case .filled(let o) = l { print("left", o.n) } }
s = .empty
print("emptied")
var opt: O? = O("opt")
let len = opt?.n.count
print(len!)
opt = nil
var dict: [Int: [O]] = [1: [O("d1a"), O("d1b")]]
dict[1]?.append(O("d1c"))
dict[1]?.removeFirst()
print("dict ops")
dict[1] = []
print("emptied dict")
var set = [O("s0"), O("s1"), O("s2"), O("s3")]
set.removeAll(where: { $0.n.hasSuffix("1") || $0.n.hasSuffix("3") })
print("filtered")
set = set.reversed()
print(set.map(\.n))
set.swapAt(0, 1)
set.removeLast()
print("end")
