// .zero, .make() and .default where the context is a generic parameter (a return type, an annotation, reduce's initial value, an array's element): the member is the type the call bound, as T.zero is, never another conformer's
protocol Zero { static var zero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Zero { static var zero: Int { 0 } }
extension Double: Zero { static var zero: Double { 0 } }
struct Money: Zero, CustomStringConvertible {
    let cents: Int
    static var zero: Money { Money(cents: 0) }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "\(cents)¢" }
}
func sum<T: Zero>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
func zeroOf<T: Zero>(_ t: T.Type) -> T { .zero }
func padded<T: Zero>(_ xs: [T]) -> [T] { xs + [.zero] }
func first<T: Zero>(_ xs: [T]) -> T { let z: T = .zero; return xs.first ?? z }
print(sum([1, 2, 3]), sum([1.5, 2]), sum([Money(cents: 5), Money(cents: 7)]))
print(zeroOf(Int.self), zeroOf(Money.self), padded([4]), padded([Money(cents: 1)]))
print(first([Int]()), first([Money]()), first([9]))
protocol Screen { static func make() -> Self; var title: String { get } }
struct Home: Screen { static func make() -> Home { Home() }; var title: String { "home" } }
struct Settings: Screen { static func make() -> Settings { Settings() }; var title: String { "settings" } }
func build<S: Screen>(_ type: S.Type) -> S { .make() }
print(build(Home.self).title, build(Settings.self).title)
