// A router protocol with an associated route, erased to AnyRouter<Route> that screens hold (strongly or weakly wrapped)
// prelude: uikit
protocol Router: AnyObject {
    associatedtype Route
    func navigate(to route: Route)
}
final class AnyRouter<Route>: Router {
    private let _navigate: (Route) -> Void
    init<R: Router>(_ router: R) where R.Route == Route {
        _navigate = { [weak router] route in router?.navigate(to: route) }
    }
    func navigate(to route: Route) { _navigate(route) }
    deinit { print("deinit AnyRouter") }
}
enum OrderRoute { case details(Int), receipt(Int), close }
final class OrdersViewController: UIViewController {
    var router: AnyRouter<OrderRoute>?
    func tapOrder(_ id: Int) { router?.navigate(to: .details(id)) }
    deinit { print("deinit OrdersViewController") }
}
final class DetailsViewController: UIViewController {
    let id: Int
    var router: AnyRouter<OrderRoute>?
    init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit DetailsViewController \(id)") }
}
final class OrdersCoordinator: Router {
    let navigationController: UINavigationController
    init() {
        navigationController = UINavigationController()
        let list = OrdersViewController()
        navigationController.viewControllers = [list]
        list.router = AnyRouter(self)
    }
    func navigate(to route: OrderRoute) {
        switch route {
        case .details(let id):
            let details = DetailsViewController(id: id)
            details.router = AnyRouter(self)
            navigationController.pushViewController(details, animated: true)
        case .receipt(let id) where id > 100:
            print("large receipt \(id)")
        case .receipt(let id):
            print("receipt \(id)")
        case .close:
            navigationController.popToRootViewController(animated: true)
        }
    }
    deinit { print("deinit OrdersCoordinator") }
}
let window = UIWindow()
var orders: OrdersCoordinator? = OrdersCoordinator()
window.rootViewController = orders?.navigationController
window.makeKeyAndVisible()
(orders?.navigationController.topViewController as? OrdersViewController)?.tapOrder(7)
let details = orders?.navigationController.topViewController as? DetailsViewController
details?.router?.navigate(to: .receipt(7))
details?.router?.navigate(to: .receipt(700))
orders?.navigate(to: .details(8))
details?.router?.navigate(to: .close)
print(orders?.navigationController.viewControllers.count ?? 0)
orders = nil
let first = (window.rootViewController as? UINavigationController)?.viewControllers.first as? OrdersViewController
first?.tapOrder(9)
print(first?.router == nil)
window.rootViewController = nil
print("end")
