// a generic base coordinator's members make generic values with the route type its subclass gives it (AppCoordinator: BaseCoordinator<AppRoute>), through one and two levels of subclasses
final class Step<R> {
    let route: R
    init(_ route: R) { self.route = route; print("step to \(route)") }
    deinit { print("Step<\(R.self)> deinit") }
}
final class WeakRouter<R> {
    private let perform: (R) -> Void
    init(_ perform: @escaping (R) -> Void) { self.perform = perform }
    func trigger(_ route: R) { perform(route) }
}
class BaseCoordinator<Route> {
    var steps: [Step<Route>] = []
    func trigger(_ route: Route) {
        let step = Step(route)
        print(type(of: step))
        steps.append(step)
    }
    var router: WeakRouter<Route> { WeakRouter { [weak self] in self?.trigger($0) } }
    func finish() { steps.removeAll() }
    deinit { print("\(type(of: self)) deinit") }
}
enum AppRoute { case login, home }
enum ProfileRoute { case edit(field: String) }
class AppCoordinator: BaseCoordinator<AppRoute> {}
final class ProfileCoordinator: BaseCoordinator<ProfileRoute> {}
final class DebugAppCoordinator: AppCoordinator {}

var app: AppCoordinator? = AppCoordinator()
let router = app!.router
router.trigger(.login)
router.trigger(.home)
print(type(of: router), app!.steps.count)
app?.finish()
app = nil
router.trigger(.home)
let profile = ProfileCoordinator()
profile.trigger(.edit(field: "name"))
let debug = DebugAppCoordinator()
debug.trigger(.home)
