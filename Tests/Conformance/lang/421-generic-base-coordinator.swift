// Generic coordinators: a base class over its route type, subclassed with concrete routes; children kept in an array and released in order
enum AppRoute { case home, settings }
enum HomeRoute { case detail(id: Int), back }

class BaseCoordinator<Route> {
    var childCoordinators: [AnyObject] = []
    let name: String
    init(name: String) { self.name = name }
    func trigger(_ route: Route) { print("\(name) cannot handle \(route)") }
    func start() { print("start \(name)") }
    deinit { print("deinit \(name): \(self)") }
}

final class HomeCoordinator: BaseCoordinator<HomeRoute> {
    weak var parent: AppCoordinator?
    override func trigger(_ route: HomeRoute) {
        switch route {
        case .detail(let id): print("home shows detail \(id)")
        case .back: parent?.childDidFinish(self)
        }
    }
}

final class AppCoordinator: BaseCoordinator<AppRoute> {
    override func trigger(_ route: AppRoute) {
        switch route {
        case .home:
            let home = HomeCoordinator(name: "home")
            home.parent = self
            childCoordinators.append(home)
            home.start()
            home.trigger(.detail(id: 7))
        case .settings:
            super.trigger(route)
        }
    }
    func childDidFinish(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
        print("children left: \(childCoordinators.count)")
    }
}

var app: AppCoordinator? = AppCoordinator(name: "app")
app?.trigger(.home)
app?.trigger(.settings)
(app?.childCoordinators.first as? HomeCoordinator)?.trigger(.back)
let plain = BaseCoordinator<AppRoute>(name: "plain")
plain.trigger(.home)
print(type(of: plain), plain)
app = nil
print("end")
