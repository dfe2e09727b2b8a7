// A router hiding the navigation controller, a factory returning (coordinator, screen) tuples, finishFlow closures
// prelude: uikit
protocol Presentable { func toPresent() -> UIViewController? }
extension UIViewController: Presentable { func toPresent() -> UIViewController? { return self } }
protocol Router: Presentable {
    func push(_ module: Presentable?, animated: Bool)
    func popModule(animated: Bool)
    func present(_ module: Presentable?)
    func dismissModule(animated: Bool, completion: (() -> Void)?)
    func setRootModule(_ module: Presentable?)
}
final class RouterImp: Router {
    private weak var rootController: UINavigationController?
    init(rootController: UINavigationController) { self.rootController = rootController }
    func toPresent() -> UIViewController? { return rootController }
    func push(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent(), (controller is UINavigationController == false) else { return }
        rootController?.pushViewController(controller, animated: animated)
    }
    func popModule(animated: Bool) { rootController?.popViewController(animated: animated) }
    func present(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: true, completion: nil)
    }
    func dismissModule(animated: Bool, completion: (() -> Void)?) {
        rootController?.dismiss(animated: animated, completion: completion)
    }
    func setRootModule(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: false)
    }
    deinit { print("deinit RouterImp") }
}
protocol Coordinator: AnyObject { func start(with option: DeepLinkOption?) }
protocol CoordinatorOutput { var finishFlow: (() -> Void)? { get set } }
enum DeepLinkOption { case login, item(id: Int) }
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start(with option: DeepLinkOption?) {}
    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }
    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator, let index = childCoordinators.firstIndex(where: { $0 === coordinator }) else { return }
        childCoordinators.remove(at: index)
    }
}
final class LoginController: UIViewController {
    var onComplete: (() -> Void)?
    deinit { print("deinit LoginController") }
}
final class ItemController: UIViewController {
    let id: Int
    init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit ItemController \(id)") }
}
final class AuthCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let router: Router
    init(router: Router) { self.router = router }
    override func start(with option: DeepLinkOption?) {
        let login = LoginController()
        login.onComplete = { [weak self] in self?.finishFlow?() }
        router.present(login)
    }
    deinit { print("deinit AuthCoordinator") }
}
final class CoordinatorFactory {
    func makeAuth(navigation: UINavigationController?) -> (configurator: Coordinator & CoordinatorOutput, toPresent: Presentable?) {
        let nav = navigation ?? UINavigationController()
        let coordinator = AuthCoordinator(router: RouterImp(rootController: nav))
        return (coordinator, nav)
    }
}
final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private let factory = CoordinatorFactory()
    init(router: Router) { self.router = router }
    override func start(with option: DeepLinkOption?) {
        switch option {
        case .login?, nil: runAuthFlow()
        case .item(let id)?: router.push(ItemController(id: id), animated: false)
        }
    }
    private func runAuthFlow() {
        let (coordinator, module) = factory.makeAuth(navigation: nil)
        var output = coordinator
        output.finishFlow = { [weak self, weak coordinator] in
            print("auth finished")
            self?.router.dismissModule(animated: false, completion: { print("dismissed") })
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start(with: nil)
    }
    deinit { print("deinit ApplicationCoordinator") }
}
let nav = UINavigationController()
let window = UIWindow()
window.rootViewController = nav
window.makeKeyAndVisible()
var app: ApplicationCoordinator? = ApplicationCoordinator(router: RouterImp(rootController: nav))
app?.start(with: nil)
let shown = nav.presentedViewController as? UINavigationController
print(shown?.presentedViewController is LoginController)
(shown?.presentedViewController as? LoginController)?.onComplete?()
print(nav.presentedViewController == nil, app?.childCoordinators.count ?? -1)
app?.start(with: .item(id: 4))
app?.start(with: .item(id: 5))
print(nav.viewControllers.count)
nav.popViewController(animated: false)
app = nil
print("end")
