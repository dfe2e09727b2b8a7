// Inside a generic class, a property of a constrained parameter dispatches as the constraint does; outside, as the generic argument (a class, or a protocol existential) does
protocol Greeter { func greet() -> String }
extension Greeter { func wave() -> String { "extension wave" } }
final class English: Greeter {
    func greet() -> String { "hello" }
    func wave() -> String { "class wave" }
}
final class Host<G: Greeter> {
    let guest: G
    init(_ guest: G) { self.guest = guest }
    func welcome() -> String { guest.greet() + " / " + guest.wave() + " / " + self.guest.wave() }
}
print(Host(English()).welcome())
print(Host(English()).guest.wave())
final class Holder<T> {
    var item: T
    init(_ item: T) { self.item = item }
}
let h = Holder<Greeter>(English())
print(h.item.wave(), h.item.greet())
