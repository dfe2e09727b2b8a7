// A coordinator protocol marked @MainActor isolates its conforming coordinators: top-level code that never awaits is not isolated to the main actor, so swiftc refuses making one there
// prelude: uikit
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class LedgerCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController = UINavigationController()
    func start() { navigationController.pushViewController(UIViewController(), animated: false) }
}

let ledger = LedgerCoordinator()
ledger.start()
print(ledger.navigationController.viewControllers.count)
