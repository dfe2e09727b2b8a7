// UIKIT: the Storyboarded pattern: a protocol extension constrained to UIViewController returns Self from a static func; a coordinator pushes screens made that way, and they die when popped
// prelude: uikit
protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let id = String(describing: self)
        print("instantiate \(id)")
        let screen = Self(coder: NSCoder())!
        screen.title = id
        return screen
    }
}

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let vc = HomeViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }
    func buySubscription() {
        let vc = BuyViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }
}

class HomeViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    func buyTapped() { coordinator?.buySubscription() }
    deinit { print("deinit HomeViewController") }
}

class BuyViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    deinit { print("deinit BuyViewController") }
}

let navigation = UINavigationController()
var coordinator: MainCoordinator? = MainCoordinator(navigationController: navigation)
coordinator?.start()
(navigation.topViewController as? HomeViewController)?.buyTapped()
print(navigation.viewControllers.map { $0.title ?? "-" })
navigation.popViewController(animated: false)
print("popped", navigation.viewControllers.count)
coordinator = nil
navigation.setViewControllers([], animated: false)
print("end")
