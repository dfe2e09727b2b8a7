// A tab bar with a flow per tab: each tab's coordinator keeps the coordinators it starts
// in an array and removes one only when its screen's Done button says so. Going back any
// other way (back button, edge swipe, tapping the selected tab, which pops to the root)
// leaves the item's coordinator behind.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class TabCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController = UITabBarController()

    func start() {
        let list = ListCoordinator(navigationController: UINavigationController())
        let settings = SettingsCoordinator(navigationController: UINavigationController())
        childCoordinators = [list, settings]
        list.start()
        settings.start()
        tabBarController.setViewControllers([list.navigationController, settings.navigationController], animated: false)
    }
}

final class ListCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let list = ListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }
    func showItem() {
        let item = ItemCoordinator(navigationController: navigationController)
        item.parent = self
        childCoordinators.append(item)
        item.start()
    }
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class ItemCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: ListCoordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let item = ItemViewController()
        item.coordinator = self
        navigationController.pushViewController(item, animated: true)
    }
    func done() {
        navigationController.popViewController(animated: true)
        parent?.childDidFinish(self)
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        navigationController.pushViewController(SettingsViewController(), animated: false)
    }
}

final class ListViewController: UIViewController {
    weak var coordinator: ListCoordinator?
    func showItem() { coordinator?.showItem() }
}

final class ItemViewController: UIViewController {
    weak var coordinator: ItemCoordinator?
    func done() { coordinator?.done() }
}

final class SettingsViewController: UIViewController {
    func showAbout() { navigationController?.pushViewController(AboutViewController(), animated: true) }
}

final class AboutViewController: UIViewController {}

let window = UIWindow()
let app = TabCoordinator()
app.start()
window.rootViewController = app.tabBarController
window.makeKeyAndVisible()
