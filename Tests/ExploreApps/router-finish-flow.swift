// A router object owns the navigation controller (as its delegate it runs a screen's
// completion once the screen is popped); coordinators share a base class that keeps its
// child coordinators (addDependency/removeDependency) and hand each child a finishFlow
// closure. The app coordinator starts the auth flow; signing in finishes it and the
// app coordinator removes it, then shows the feed. The bug: the finishFlow closure the
// app coordinator gives the auth coordinator captures that coordinator strongly
// (`self?.removeDependency(auth)`), so once removed the auth coordinator keeps itself
// through its own closure: leaked AuthCoordinator after `:tap signIn`. The feed's item
// screen is pushed with a completion that the router runs when it is popped: clean.
// Sign-in happens once, so nothing grows. Expected by hand:
//   leaked AuthCoordinator.
final class Router: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    private var completions: [ObjectIdentifier: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func setRoot(_ screen: UIViewController) {
        completions.removeAll()
        navigationController.setViewControllers([screen], animated: false)
    }
    func push(_ screen: UIViewController, onPop: (() -> Void)? = nil) {
        if let onPop { completions[ObjectIdentifier(screen)] = onPop }
        navigationController.pushViewController(screen, animated: true)
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let shown = Set(navigationController.viewControllers.map { ObjectIdentifier($0) })
        for screen in completions.keys where !shown.contains(screen) {
            completions.removeValue(forKey: screen)?()
        }
    }
}

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []

    func start() {}
    func addDependency(_ coordinator: BaseCoordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }
    func removeDependency(_ coordinator: BaseCoordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class AppCoordinator: BaseCoordinator {
    let router: Router

    init(router: Router) {
        self.router = router
    }
    override func start() {
        let auth = AuthCoordinator(router: router)
        auth.finishFlow = { [weak self] in
            self?.removeDependency(auth)
            self?.showFeed()
        }
        addDependency(auth)
        auth.start()
    }
    func showFeed() {
        let feed = FeedCoordinator(router: router)
        addDependency(feed)
        feed.start()
    }
}

final class AuthCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let router: Router

    init(router: Router) {
        self.router = router
    }
    override func start() {
        let login = LoginViewController()
        login.onSignIn = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(login)
    }
    deinit { print("AuthCoordinator deinit") }
}

final class LoginViewController: UIViewController {
    var onSignIn: (() -> Void)?

    func signIn() { onSignIn?() }
    deinit { print("LoginViewController deinit") }
}

final class FeedCoordinator: BaseCoordinator {
    private let router: Router
    private(set) var itemsSeen = 0

    init(router: Router) {
        self.router = router
    }
    override func start() {
        let feed = FeedViewController()
        feed.onOpenItem = { [weak self] in
            self?.showItem()
        }
        router.setRoot(feed)
    }
    func showItem() {
        router.push(ItemViewController()) { [weak self] in
            self?.itemsSeen += 1
        }
    }
}

final class FeedViewController: UIViewController {
    var onOpenItem: (() -> Void)?

    func openItem() { onOpenItem?() }
}

final class ItemViewController: UIViewController {
    deinit { print("ItemViewController deinit") }
}

let window = UIWindow()
let router = Router(navigationController: UINavigationController())
let app = AppCoordinator(router: router)
window.rootViewController = router.navigationController
window.makeKeyAndVisible()
app.start()
