// Two ways a child coordinator says it has finished. The orders flow tells its parent
// through a delegate protocol, and the parent removes it; the profile flow calls a
// closure its parent set, and the closure only logs, forgetting to remove the child.
// Both flows finish when their screen disappears for good (isMovingFromParent), so
// :back and the edge swipe end them; the profile's coordinator stays in the array after
// each visit, one more every time.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol OrdersCoordinatorDelegate: AnyObject {
    func ordersCoordinatorDidFinish(_ coordinator: OrdersCoordinator)
}

final class AppCoordinator: Coordinator, OrdersCoordinatorDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var finishedFlows = 0

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }
    func showOrders() {
        let orders = OrdersCoordinator(navigationController: navigationController)
        orders.delegate = self
        childCoordinators.append(orders)
        orders.start()
    }
    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.onFinish = { [weak self] in
            self?.finishedFlows += 1
        }
        childCoordinators.append(profile)
        profile.start()
    }
    func ordersCoordinatorDidFinish(_ coordinator: OrdersCoordinator) {
        finishedFlows += 1
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class OrdersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: OrdersCoordinatorDelegate?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let orders = OrdersViewController()
        orders.coordinator = self
        navigationController.pushViewController(orders, animated: true)
    }
    func didLeave() {
        delegate?.ordersCoordinatorDidFinish(self)
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let profile = ProfileViewController()
        profile.coordinator = self
        navigationController.pushViewController(profile, animated: true)
    }
    func didLeave() {
        onFinish?()
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    func orders() { coordinator?.showOrders() }
    func profile() { coordinator?.showProfile() }
}

final class OrdersViewController: UIViewController {
    weak var coordinator: OrdersCoordinator?
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { coordinator?.didLeave() }
    }
}

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { coordinator?.didLeave() }
    }
}

let window = UIWindow()
let app = AppCoordinator(navigationController: UINavigationController())
app.start()
window.rootViewController = app.navigationController
window.makeKeyAndVisible()
