// A router-based app (a Router object keeping push completions keyed by controller, BaseCoordinator with addDependency/removeDependency, a factory returning a protocol composition and a tuple, finishFlow closures capturing [weak self, weak coordinator], launch decided by a fileprivate enum): finishing the auth flow releases its coordinator and starts the main flow.
// prelude: uikit
protocol Presentable { func toPresent() -> UIViewController? }
extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { return self }
}
protocol Router: Presentable {
    func push(_ module: Presentable?)
    func push(_ module: Presentable?, animated: Bool, completion: (() -> Void)?)
    func popModule()
    func setRootModule(_ module: Presentable?, hideBar: Bool)
}
final class RouterImp: NSObject, Router {
    private weak var rootController: UINavigationController?
    private var completions: [UIViewController : () -> Void]
    init(rootController: UINavigationController) {
        self.rootController = rootController
        completions = [:]
    }
    func toPresent() -> UIViewController? { return rootController }
    func push(_ module: Presentable?) { push(module, animated: true, completion: nil) }
    func push(_ module: Presentable?, animated: Bool, completion: (() -> Void)?) {
        guard let controller = module?.toPresent(), (controller is UINavigationController == false)
        else { assertionFailure("Deprecated push UINavigationController."); return }
        if let completion = completion { completions[controller] = completion }
        rootController?.pushViewController(controller, animated: animated)
    }
    func popModule() {
        if let controller = rootController?.popViewController(animated: true) { runCompletion(for: controller) }
    }
    func setRootModule(_ module: Presentable?, hideBar: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: false)
        rootController?.isNavigationBarHidden = hideBar
    }
    private func runCompletion(for controller: UIViewController) {
        guard let completion = completions[controller] else { return }
        completion()
        completions.removeValue(forKey: controller)
    }
}
protocol Coordinator: AnyObject { func start(); func start(with option: DeepLinkOption?) }
enum DeepLinkOption { case onboarding, signUp, item(String) }
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() { start(with: nil) }
    func start(with option: DeepLinkOption?) { }
    func addDependency(_ coordinator: Coordinator) {
        for element in childCoordinators { if element === coordinator { return } }
        childCoordinators.append(coordinator)
    }
    func removeDependency(_ coordinator: Coordinator?) {
        guard childCoordinators.isEmpty == false, let coordinator = coordinator else { return }
        for (index, element) in childCoordinators.enumerated() where element === coordinator {
            childCoordinators.remove(at: index)
            break
        }
    }
}
protocol AuthCoordinatorOutput: AnyObject { var finishFlow: (() -> Void)? { get set } }
final class LoginController: UIViewController {
    var onCompleteAuth: (() -> Void)?
    var onSignUpButtonTap: (() -> Void)?
    deinit { print("deinit LoginController") }
}
final class AuthCoordinator: BaseCoordinator, AuthCoordinatorOutput {
    var router: Router
    var finishFlow: (() -> Void)?
    init(router: Router) { self.router = router }
    override func start() {
        let login = LoginController()
        login.onCompleteAuth = { [weak self] in self?.finishFlow?() }
        login.onSignUpButtonTap = { [weak self] in self?.showSignUp() }
        router.push(login, animated: false, completion: nil)
    }
    private func showSignUp() {
        let signUp = UIViewController()
        router.push(signUp, animated: true) { print("sign up popped") }
    }
    deinit { print("deinit AuthCoordinator") }
}
fileprivate var onboardingWasShown = true
fileprivate var isAutorized = false
fileprivate enum LaunchInstructor {
    case main, auth, onboarding
    static func configure(tutorialWasShown: Bool = onboardingWasShown, isAutorized: Bool = isAutorized) -> LaunchInstructor {
        switch (tutorialWasShown, isAutorized) {
        case (true, false), (false, false): return .auth
        case (false, true): return .onboarding
        case (true, true): return .main
        }
    }
}
protocol CoordinatorFactory {
    func makeAuthCoordinatorBox(router: Router) -> Coordinator & AuthCoordinatorOutput
    func makeTabbarCoordinator() -> (configurator: Coordinator, toPresent: Presentable?)
}
final class TabbarCoordinator: BaseCoordinator {
    deinit { print("deinit TabbarCoordinator") }
}
final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeAuthCoordinatorBox(router: Router) -> Coordinator & AuthCoordinatorOutput { AuthCoordinator(router: router) }
    func makeTabbarCoordinator() -> (configurator: Coordinator, toPresent: Presentable?) {
        let controller = UITabBarController()
        return (TabbarCoordinator(), controller)
    }
}
final class ApplicationCoordinator: BaseCoordinator {
    private let coordinatorFactory: CoordinatorFactory
    private let router: Router
    private var instructor: LaunchInstructor { return LaunchInstructor.configure() }
    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }
    override func start(with option: DeepLinkOption?) {
        if let option = option {
            switch option {
            case .signUp: runAuthFlow()
            default: childCoordinators.forEach { coordinator in coordinator.start(with: option) }
            }
        } else {
            switch instructor {
            case .onboarding: print("onboarding")
            case .auth: runAuthFlow()
            case .main: runMainFlow()
            }
        }
    }
    private func runAuthFlow() {
        let coordinator = coordinatorFactory.makeAuthCoordinatorBox(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            isAutorized = true
            self?.start()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
    private func runMainFlow() {
        let (coordinator, module) = coordinatorFactory.makeTabbarCoordinator()
        addDependency(coordinator)
        router.setRootModule(module, hideBar: true)
        coordinator.start()
    }
}
let navigation = UINavigationController()
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
let router = RouterImp(rootController: navigation)
let app = ApplicationCoordinator(router: router, coordinatorFactory: CoordinatorFactoryImp())
app.start()
let login = navigation.viewControllers.first as? LoginController
login?.onSignUpButtonTap?()
router.popModule()
login?.onCompleteAuth?()
print("children: \(app.childCoordinators.count), top: \(type(of: navigation.topViewController!))")
