// A protocol extension erases self to a generic wrapper over its associated type (AnyCoordinating(self) for AnyCoordinating<Route>), the wrapper holding a struct's method named as a value (c.navigate(to:)): each conformer's wrapper has its own route type
protocol Coordinating {
    associatedtype Route
    func navigate(to route: Route)
}
struct AnyCoordinating<Route>: Coordinating {
    private let go: (Route) -> Void
    init<C: Coordinating>(_ c: C) where C.Route == Route { go = c.navigate(to:) }
    func navigate(to route: Route) { go(route) }
}
extension Coordinating {
    func eraseToAny() -> AnyCoordinating<Route> { AnyCoordinating(self) }
}
enum AppRoute { case home, detail(Int) }
struct AppCoordinator: Coordinating {
    func navigate(to route: AppRoute) { print("go", route) }
}
let any = AppCoordinator().eraseToAny()
any.navigate(to: .home)
any.navigate(to: .detail(3))

print(type(of: any))
struct SettingsCoordinator: Coordinating {
    let owner: String
    func navigate(to route: String) { print(owner, "opens", route) }
}
let erased = [SettingsCoordinator(owner: "settings").eraseToAny(), SettingsCoordinator(owner: "about").eraseToAny()]
erased.forEach { $0.navigate(to: "privacy") }
print(type(of: erased))
let unbound = SettingsCoordinator(owner: "bound").navigate(to:)
unbound("terms")
