// In a generic function, a parameter constrained to a protocol dispatches as the protocol does: requirements through the witness, extension-only methods statically
protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "default greeting" }
    func wave() -> String { "extension wave" }
}
class English: Greeter {
    func greet() -> String { "hello" }
    func wave() -> String { "class wave" }
}
class Silent: Greeter {}
class Loud: English {
    override func greet() -> String { "HELLO" }
}
func meet<G: Greeter>(_ g: G) -> String { g.greet() + " / " + g.wave() }
func meetAll<G>(_ all: [G]) -> [String] where G: Greeter { all.map { $0.greet() } }
func describe<T>(_ value: T) -> String { "value \(value)" }
print(meet(English()))
print(meet(Silent()))
print(meet(Loud()))
print(English().wave())
print(meetAll([Loud(), Loud()]))
print(describe(3), describe("x"), describe([1, 2]))
func firstOf<T>(_ items: [T]) -> T? { items.first }
if let f = firstOf(["a", "b"]) { print("first", f) }
print(firstOf([Int]()) as Any)
