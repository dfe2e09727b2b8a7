// A deep link opens an order straight away: its coordinator pushes the order list and
// the order's detail in one go (setViewControllers), so the first :back lands on the
// list, not at home. The coordinator is the navigation controller's delegate while its
// flow is shown and finishes when home is shown again, however the user got there; but
// the list screen also keeps the coordinator strongly, and the coordinator keeps the
// list (to reload it): the two keep each other once the flow is removed.
final class AppCoordinator: NSObject, UINavigationControllerDelegate {
    var children: [AnyObject] = []
    let navigationController = UINavigationController()
    let home = HomeViewController()

    func start() {
        home.coordinator = self
        navigationController.delegate = self
        navigationController.pushViewController(home, animated: false)
    }
    func open(order: Int) {
        let orders = OrdersCoordinator(navigationController: navigationController, home: home)
        children.append(orders)
        orders.start(showing: order)
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if viewController === home {
            children.removeAll()
        }
    }
}

final class OrdersCoordinator {
    let navigationController: UINavigationController
    let home: UIViewController
    var list: OrderListViewController?

    init(navigationController: UINavigationController, home: UIViewController) {
        self.navigationController = navigationController
        self.home = home
    }
    func start(showing order: Int) {
        let list = OrderListViewController()
        list.coordinator = self
        self.list = list
        let detail = OrderDetailViewController()
        detail.order = order
        navigationController.setViewControllers([home, list, detail], animated: true)
    }
    deinit { print("OrdersCoordinator deinit") }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    func openLink() { coordinator?.open(order: 42) }
}

final class OrderListViewController: UIViewController {
    var coordinator: OrdersCoordinator?
    deinit { print("OrderListViewController deinit") }
}

final class OrderDetailViewController: UIViewController {
    var order = 0
    deinit { print("OrderDetailViewController deinit") }
}

let window = UIWindow()
let app = AppCoordinator()
app.start()
window.rootViewController = app.navigationController
window.makeKeyAndVisible()
