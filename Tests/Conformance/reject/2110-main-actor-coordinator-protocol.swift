// A coordinator protocol marked @MainActor is refused: swiftc accepts its conforming coordinators only from the main actor, which top-level code and the prelude's screens are not
// expect-error: coordlab does not support @MainActor on a declaration yet
// expect-line: 5
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
