// A coordinator module written public, as a framework target is: public protocols refining 'class', a 'some Coordinator' parameter, a required init requirement and 'Self(…)' in a protocol extension
// prelude: uikit
public protocol Presentable: class {
    func toPresentable() -> UIViewController
}
public protocol Coordinator: class, Presentable {
    var parentCoordinator: (any Coordinator)? { get set }
    var childCoordinators: [any Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    init(navigationController: UINavigationController)
    func start()
    func removeCoordinator(_ coordinator: some Coordinator)
}
public extension Coordinator {
    func removeCoordinator(_ coordinator: some Coordinator) {
        for (index, value) in childCoordinators.enumerated() where value === coordinator {
            childCoordinators.remove(at: index)
            break
        }
    }
    func toPresentable() -> UIViewController { navigationController }
    static func make(on nav: UINavigationController) -> Self { Self(navigationController: nav) }
}
final class SettingsViewController: UIViewController {
    weak var coordinator: SettingsCoordinator?
    deinit { print("deinit SettingsViewController") }
}
public final class SettingsCoordinator: Coordinator {
    public weak var parentCoordinator: (any Coordinator)?
    public var childCoordinators: [any Coordinator] = []
    public var navigationController: UINavigationController
    public required init(navigationController: UINavigationController) { self.navigationController = navigationController }
    public func start() {
        let vc = SettingsViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }
    func close() {
        navigationController.popViewController(animated: false)
        parentCoordinator?.removeCoordinator(self)
    }
    deinit { print("deinit SettingsCoordinator") }
}
public final class MainCoordinator: Coordinator {
    public weak var parentCoordinator: (any Coordinator)?
    public var childCoordinators: [any Coordinator] = []
    public var navigationController: UINavigationController
    public init(navigationController: UINavigationController) { self.navigationController = navigationController }
    public func start() {
        navigationController.pushViewController(UIViewController(), animated: false)
    }
    func showSettings() {
        let child = SettingsCoordinator.make(on: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
    deinit { print("deinit MainCoordinator") }
}
let nav = UINavigationController()
let main = MainCoordinator(navigationController: nav)
main.start()
main.showSettings()
print(main.childCoordinators.count, nav.viewControllers.count, main.toPresentable() === nav)
(nav.topViewController as? SettingsViewController)?.coordinator?.close()
print(main.childCoordinators.count, nav.viewControllers.count)
