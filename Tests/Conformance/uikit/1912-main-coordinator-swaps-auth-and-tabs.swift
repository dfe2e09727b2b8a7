// A main coordinator swaps the window's root between an auth flow and a tab bar flow on sign-in and sign-out; each child holds its parent weakly and the window weakly
// prelude: uikit
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AuthCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    weak var appWindow: UIWindow?
    var childCoordinators: [Coordinator] = []
    init(parentCoordinator: MainCoordinator, appWindow: UIWindow?) {
        self.parentCoordinator = parentCoordinator
        self.appWindow = appWindow
    }
    func start() {
        let login = UIViewController()
        login.title = "Log in"
        appWindow?.rootViewController = UINavigationController(rootViewController: login)
    }
    func userSignedIn() { parentCoordinator?.childWasRemoved(self, signedIn: true) }
    deinit { print("AuthCoordinator deinit") }
}

final class TabBarCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    weak var appWindow: UIWindow?
    var childCoordinators: [Coordinator] = []
    init(parentCoordinator: MainCoordinator, appWindow: UIWindow?) {
        self.parentCoordinator = parentCoordinator
        self.appWindow = appWindow
    }
    func start() {
        let tabBarController = UITabBarController()
        let home = UINavigationController(rootViewController: UIViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let settings = UINavigationController(rootViewController: UIViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        tabBarController.setViewControllers([home, settings], animated: false)
        appWindow?.rootViewController = tabBarController
    }
    func userSignedOut() { parentCoordinator?.childWasRemoved(self, signedIn: false) }
    deinit { print("TabBarCoordinator deinit") }
}

final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let appWindow: UIWindow
    init(appWindow: UIWindow) { self.appWindow = appWindow }

    func start() { show(signedIn: false) }

    func show(signedIn: Bool) {
        let child: Coordinator = signedIn ? TabBarCoordinator(parentCoordinator: self, appWindow: appWindow)
                                          : AuthCoordinator(parentCoordinator: self, appWindow: appWindow)
        childCoordinators.append(child)
        child.start()
        print("root is \(type(of: appWindow.rootViewController!)), children: \(childCoordinators.count)")
    }

    func childWasRemoved(_ child: Coordinator, signedIn: Bool) {
        childCoordinators.removeAll { $0 === child }
        show(signedIn: signedIn)
    }
    deinit { print("MainCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var main: MainCoordinator? = MainCoordinator(appWindow: window)
main?.start()
window.makeKeyAndVisible()
(main?.childCoordinators.first as? AuthCoordinator)?.userSignedIn()
let tabs = window.rootViewController as? UITabBarController
print(tabs?.viewControllers?.map { $0.tabBarItem.title ?? "" } ?? [])
(main?.childCoordinators.first as? TabBarCoordinator)?.userSignedOut()
main = nil
print("main dropped, window root: \(window.rootViewController.map { "\(type(of: $0))" } ?? "none")")
