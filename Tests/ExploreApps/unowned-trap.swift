// A screen that holds its coordinator unowned while nothing else keeps the coordinator:
// the first tap on Refresh reads a deinitialized object, and Swift traps.
final class DetailCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        navigationController.pushViewController(DetailViewController(coordinator: self), animated: true)
    }
    func reload() { print("reloading") }
}

final class HomeViewController: UIViewController {
    func showDetail() {
        guard let navigationController else { return }
        DetailCoordinator(navigationController: navigationController).start()
    }
}

final class DetailViewController: UIViewController {
    unowned let coordinator: DetailCoordinator
    init(coordinator: DetailCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func refresh() { coordinator.reload() }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: HomeViewController())
window.makeKeyAndVisible()
