// Casts to protocol compositions (is, as?, case let as, compactMap) check every part of the composition, not only the first
protocol Named { var name: String { get } }
protocol Closable: AnyObject { func close() }
class Screen { deinit { print("deinit", type(of: self)) } }
final class Login: Screen, Named, Closable { var name: String { "login" }; func close() { print("close login") } }
final class Splash: Screen, Named { var name: String { "splash" } }
final class Modal: Screen, Closable { func close() { print("close modal") } }
let screens: [Screen] = [Login(), Splash(), Modal()]
for s in screens {
    print(type(of: s), s is Named & Closable, (s as? Screen & Closable) != nil)
    if let both = s as? Named & Closable { print("both", both.name); both.close() }
}
for case let c as (Screen & Named & Closable) in screens { print("pattern", c.name) }
let closers = screens.compactMap { $0 as? Closable & Screen }
print(closers.count)
