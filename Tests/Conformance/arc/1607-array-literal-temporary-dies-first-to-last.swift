// An array literal made for one expression holds its elements itself: when it dies, they die first to last, whether it was a receiver, an argument or dropped
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
func count(_ screens: [Screen]) -> Int { screens.count }
_ = [Screen("b1"), Screen("b2"), Screen("b3")]
print("-")
print([Screen("c1"), Screen("c2")].count)
print("-")
print(count([Screen("d1"), Screen("d2")]))
print("-")
let names = [Screen("e1"), Screen("e2")].map { $0.name }
print(names)
print("-")
print([Screen("g1"), Screen("g2")].first!.name)
print("-")
let kept = Screen("k")
print([kept, Screen("m")].count)
print("-")
let nested = [[Screen("n1"), Screen("n2")], [Screen("n3")]].count
print(nested)
print("-")
let filtered = [Screen("f1"), Screen("f2"), Screen("f3")].filter { $0.name != "f2" }
print(filtered.map { $0.name })
print("end")
