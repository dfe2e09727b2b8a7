// A sheet with a coordinator of its own: the parent keeps it in childCoordinators until
// the sheet's Done button finishes it. The coordinator is the presentation controller's
// delegate but does not act on presentationControllerDidDismiss, so a swipe down leaves
// it behind (sheet-swipe-fix.swift finishes it there).
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }
    func showSettings() {
        let settings = SettingsCoordinator(presenter: navigationController)
        settings.parent = self
        childCoordinators.append(settings)
        settings.start()
    }
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class SettingsCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    weak var parent: HomeCoordinator?
    let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }
    func start() {
        let settings = SettingsViewController()
        settings.coordinator = self
        presenter.present(settings, animated: true)
        settings.presentationController?.delegate = self
    }
    func finish() {
        parent?.childDidFinish(self)
    }
    func done() {
        presenter.dismiss(animated: true)
        finish()
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: HomeCoordinator?
    func showSettings() { coordinator?.showSettings() }
}

final class SettingsViewController: UIViewController {
    weak var coordinator: SettingsCoordinator?
    func done() { coordinator?.done() }
}

let window = UIWindow()
let home = HomeCoordinator()
home.start()
window.rootViewController = home.navigationController
window.makeKeyAndVisible()
