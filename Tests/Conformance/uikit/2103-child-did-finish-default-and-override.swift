// Coordinators get an empty childDidFinish(_:) from a protocol extension; the app coordinator writes its own that drops the child, an onboarding child overrides nothing
// prelude: uikit
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get }
    var navigationController: UINavigationController { get set }
    func start()
    func childDidFinish(_ childCoordinator: Coordinator)
}

extension Coordinator {
    func childDidFinish(_ childCoordinator: Coordinator) {
        print("\(type(of: self)) ignores \(type(of: childCoordinator)) finishing")
    }
}

final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?
    deinit { print("WelcomeViewController deinit") }
}

final class OnboardingCoordinator: Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    weak var parent: Coordinator?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let welcome = WelcomeViewController()
        welcome.onContinue = { [weak self] in
            guard let self else { return }
            self.navigationController.popToRootViewController(animated: false)
            self.parent?.childDidFinish(self)
        }
        navigationController.pushViewController(welcome, animated: false)
    }
    deinit { print("OnboardingCoordinator deinit") }
}

final class AppCoordinator: Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    var navigationController = UINavigationController(rootViewController: UIViewController())
    func start() {
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        onboarding.parent = self
        childCoordinators.append(onboarding)
        onboarding.start()
        print("children: \(childCoordinators.count), screens: \(navigationController.viewControllers.count)")
    }
    func childDidFinish(_ childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
        print("app dropped \(type(of: childCoordinator)), children: \(childCoordinators.count)")
        childCoordinator.childDidFinish(self)
    }
    deinit { print("AppCoordinator deinit") }
}

var app: AppCoordinator? = AppCoordinator()
app?.start()
(app?.navigationController.topViewController as? WelcomeViewController)?.onContinue?()
print("screens: \(app?.navigationController.viewControllers.count ?? 0)")
app = nil
print("end")
