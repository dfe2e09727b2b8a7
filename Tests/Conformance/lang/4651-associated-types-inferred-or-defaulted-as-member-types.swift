// Coordinators whose route type is a protocol's associated type: inferred from their members (`App.Route`), or the protocol's default (`associatedtype Route = String`), named as member types, their metatypes printed, in generic conformers too
protocol Coordinator { associatedtype Route = String; func go(_ r: Route) }
extension Coordinator { func describe(_ r: Route) -> String { "route \(r)" } }
enum AppRoute { case home, detail(Int) }
final class App: Coordinator { func go(_ r: AppRoute) { print("app", r) } }
final class Simple: Coordinator { func go(_ r: String) { print("simple", r) } }
let a = App()
a.go(.detail(3))
let r: App.Route = .home
print(r, App.Route.self, Simple.Route.self)
print(a.describe(.home), Simple().describe("x"))
let s: Simple.Route = "path"
print(s.count, type(of: s))
struct Box<T>: Coordinator { func go(_ r: T) { print("box", r) } }
let b: Box<Int>.Route = 4
print(b + 1)
Box<Int>().go(5)
protocol Store { associatedtype Key: Hashable = Int; associatedtype Value = String; var items: [Key: Value] { get } }
struct Cache: Store { var items: [Int: String] = [1: "a"] }
let k: Cache.Key = 1
print(Cache().items[k]!, Cache.Value.self)
