// a protocol extension erasing self to a generic wrapper over its associated type (AnyCoordinating(self) for AnyCoordinating<Route>) is refused before the program runs, saying why
// expect-error: does not support making a generic value ('AnyCoordinating') from the associated types of 'Self' ('Route') in an extension of protocol 'Coordinating'
// expect-line: 14
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
