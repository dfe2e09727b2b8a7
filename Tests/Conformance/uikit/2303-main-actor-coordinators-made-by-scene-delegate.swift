// A @MainActor app coordinator made by the scene delegate starts @MainActor child coordinators whose screens call back from viewDidLoad and from a tap: UIKit's classes are isolated to the main actor, so all of it runs, and finished flows die with their screens
// prelude: uikit
@MainActor
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

@MainActor
final class AppCoordinator: Coordinator {
    let navigation = UINavigationController()
    var children: [Coordinator] = []
    func start() {
        let login = LoginCoordinator(navigation: navigation, parent: self)
        children.append(login)
        login.start()
    }
    func didFinish(_ child: Coordinator) {
        children.removeAll { $0 === child }
        navigation.popToRootViewController(animated: false)
        print("children left: \(children.count)")
    }
    deinit { print("deinit AppCoordinator") }
}

@MainActor
final class LoginCoordinator: Coordinator {
    let navigation: UINavigationController
    weak var parent: AppCoordinator?
    var children: [Coordinator] = []
    init(navigation: UINavigationController, parent: AppCoordinator) { self.navigation = navigation; self.parent = parent }
    func start() {
        let screen = LoginViewController()
        screen.coordinator = self
        navigation.pushViewController(screen, animated: false)
    }
    func screenAppeared(_ title: String) { print("appeared: \(title)") }
    func loggedIn() { parent?.didFinish(self) }
    deinit { print("deinit LoginCoordinator") }
}

final class LoginViewController: UIViewController {
    weak var coordinator: LoginCoordinator?
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        coordinator?.screenAppeared(title ?? "")
    }
    func tapLogin() { coordinator?.loggedIn() }
    deinit { print("deinit LoginViewController") }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?
    let coordinator = AppCoordinator()
    func connect() {
        window = UIWindow(windowScene: UIWindowScene())
        navigationRoot()
        coordinator.start()
    }
    private func navigationRoot() {
        coordinator.navigation.setViewControllers([UIViewController()], animated: false)
        window?.rootViewController = coordinator.navigation
        window?.makeKeyAndVisible()
    }
}

var delegate: SceneDelegate? = SceneDelegate()
delegate?.connect()
let login = delegate?.coordinator.navigation.topViewController as? LoginViewController
login?.loadViewIfNeeded()
login?.tapLogin()
print("screens: \(delegate?.coordinator.navigation.viewControllers.count ?? 0)")
delegate = nil
print("end")
