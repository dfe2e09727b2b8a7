// A generic coordinator base class over its root controller (Coordinator<T: UIViewController>, a type-erased parent holding it strongly, `.init()` defaults, an extension adding the delegate): popping the child screen removes the child through the navigation delegate, which breaks the parent-child cycle.
// prelude: uikit
protocol CoordinatorType: AnyObject {
    var childCoordinators: [CoordinatorType] { get }
    var viewController: UIViewController { get }
    func start()
    func addChild(_ coordinator: CoordinatorType)
    func removeChild(_ coordinator: CoordinatorType)
}
extension CoordinatorType {
    func eraseToAnyCoordinator() -> AnyCoordinator { AnyCoordinator(self) }
}
struct AnyCoordinator {
    private let base: CoordinatorType
    init(_ base: CoordinatorType) { self.base = base }
    func removeChild(_ coordinator: CoordinatorType) { base.removeChild(coordinator) }
}
class Coordinator<T: UIViewController>: NSObject, CoordinatorType {
    var parentCoordinator: AnyCoordinator?
    var childCoordinators: [CoordinatorType] { _childCoordinators }
    var viewController: UIViewController { _viewController }
    fileprivate let _viewController: T
    fileprivate var _childCoordinators: [CoordinatorType]
    init(viewController: T, childCoordinators: [CoordinatorType] = .init()) {
        self._viewController = viewController
        self._childCoordinators = childCoordinators
        super.init()
    }
    func start() { fatalError("Start method must be implemented") }
    func addChild(_ coordinator: CoordinatorType) { _childCoordinators.append(coordinator) }
    func removeChild(_ coordinator: CoordinatorType) {
        guard let index = _childCoordinators.firstIndex(where: { $0 === coordinator }) else { return }
        _childCoordinators.remove(at: index)
    }
    func removeAllChildren() { _childCoordinators.removeAll() }
    func removeFromParent() { parentCoordinator?.removeChild(self) }
    deinit { removeAllChildren() }
}
class NavigationCoordinator: Coordinator<UINavigationController> {
    override init(viewController: UINavigationController = UINavigationController(), childCoordinators: [CoordinatorType] = .init()) {
        super.init(viewController: viewController, childCoordinators: childCoordinators)
    }
    override func start() { navigationController.delegate = self }
}
extension NavigationCoordinator {
    var navigationController: UINavigationController { return _viewController }
}
extension NavigationCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let childViewControllers = navigationController.viewControllers
        let transitionCoordinator = navigationController.transitionCoordinator
        let fromViewController = transitionCoordinator?.viewController(forKey: .from)
        guard let poppedViewController = fromViewController, !childViewControllers.contains(poppedViewController) else { return }
        print("popped \(type(of: poppedViewController))")
        removeFromParent()
    }
}
final class ProductViewController: UIViewController { deinit { print("deinit ProductViewController") } }
final class ListViewController: UIViewController {
    var onSelect: (() -> Void)?
    deinit { print("deinit ListViewController") }
}
final class ProductCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        navigationController.pushViewController(ProductViewController(), animated: true)
    }
    deinit { print("deinit ProductCoordinator") }
}
final class MainCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        let list = ListViewController()
        list.onSelect = { [unowned self] in showProduct() }
        navigationController.setViewControllers([list], animated: false)
    }
    func showProduct() {
        let child = ProductCoordinator(viewController: navigationController)
        child.parentCoordinator = eraseToAnyCoordinator()
        addChild(child)
        child.start()
    }
    deinit { print("deinit MainCoordinator") }
}
let window = UIWindow()
let main = MainCoordinator()
main.start()
window.rootViewController = main.viewController
window.makeKeyAndVisible()
(main.navigationController.viewControllers.first as? ListViewController)?.onSelect?()
print("children: \(main.childCoordinators.count)")
print("back: \(__coordlabBack())")
print("children: \(main.childCoordinators.count)")
print("delegate is main: \(main.navigationController.delegate === main)")
