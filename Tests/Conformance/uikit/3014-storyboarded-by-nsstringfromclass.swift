// the Storyboarded protocol that names a scene by NSStringFromClass(self) split at the dot: a child coordinator started from a storyboard screen is freed when the navigation delegate sees its screen popped
// prelude: uikit
protocol Storyboarded {
    static func instantiate() -> Self
}
extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let fullName = NSStringFromClass(self)
        let className = fullName.components(separatedBy: ".")[1]
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: className) as! Self
    }
}
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}
class ViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    deinit { print("ViewController deinit") }
    func buyTapped() { coordinator?.buySubscription() }
}
class BuyViewController: UIViewController, Storyboarded {
    weak var coordinator: BuyCoordinator?
    deinit { print("BuyViewController deinit") }
}
class BuyCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let vc = BuyViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }
    deinit { print("BuyCoordinator deinit") }
}
class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        navigationController.delegate = self
        let vc = ViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }
    func buySubscription() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() {
            if coordinator === child {
                childCoordinators.remove(at: index)
                break
            }
        }
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
        if navigationController.viewControllers.contains(fromViewController) { return }
        if let buyViewController = fromViewController as? BuyViewController {
            childDidFinish(buyViewController.coordinator)
        }
    }
}
let nav = UINavigationController()
let coordinator = MainCoordinator(navigationController: nav)
coordinator.start()
let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = nav
window.makeKeyAndVisible()
(nav.topViewController as? ViewController)?.buyTapped()
print(nav.viewControllers.count, coordinator.childCoordinators.count)
nav.popViewController(animated: true)
print(nav.viewControllers.count, coordinator.childCoordinators.count)
