// a coordinator with its own nested Route enum, driven through a protocol with an associated Route type and a protocol extension
protocol Coordinator: AnyObject {
    associatedtype Route
    var navigation: Navigation { get }
    func navigate(to route: Route)
}
final class Navigation {
    private(set) var stack: [String] = []
    func push(_ name: String) { stack.append(name); print("push \(name) -> \(stack)") }
    func pop() { print("pop \(stack.removeLast())") }
}
extension Coordinator {
    func start(with route: Route) { print("start"); navigate(to: route) }
}
final class SettingsCoordinator: Coordinator {
    enum Route { case root, detail(Int), back }
    let navigation: Navigation
    var onFinish: (() -> Void)?
    init(navigation: Navigation) { self.navigation = navigation }
    func navigate(to route: Route) {
        switch route {
        case .root: navigation.push("Settings")
        case .detail(let id): navigation.push("Detail\(id)")
        case .back:
            navigation.pop()
            if navigation.stack.count == 1 { onFinish?() }
        }
    }
    deinit { print("SettingsCoordinator deinit") }
}
final class AppCoordinator {
    let navigation = Navigation()
    private var children: [AnyObject] = []
    func showSettings() {
        let settings = SettingsCoordinator(navigation: navigation)
        settings.onFinish = { [weak self, unowned settings] in
            self?.children.removeAll { $0 === settings }
            print("children now \(self?.children.count ?? -1)")
        }
        children.append(settings)
        settings.start(with: .root)
        settings.navigate(to: .detail(7))
        settings.navigate(to: .back)
    }
}
let app = AppCoordinator()
app.navigation.push("Home")
app.showSettings()
(app.navigation.stack.count > 1 ? print("deeper") : print("at home"))
func anyCoordinators<C: Coordinator>(_ c: C, _ routes: [C.Route]) { routes.forEach(c.navigate) }
let s = SettingsCoordinator(navigation: Navigation())
anyCoordinators(s, [.root, .detail(1)])
print(type(of: SettingsCoordinator.Route.detail(2)))
