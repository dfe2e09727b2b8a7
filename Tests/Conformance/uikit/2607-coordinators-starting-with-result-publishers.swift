// Coordinators generic over their result that start by returning a publisher; the parent keeps each child until it emits
// prelude: uikit
class Coordinator<ResultType>: NSObject {
    public var subscriptions = Set<AnyCancellable>()
    private let identifier = UUID()
    private var childCoordinators = [UUID: Any]()
    private func store<T>(coordinator: Coordinator<T>) { childCoordinators[coordinator.identifier] = coordinator }
    private func release<T>(coordinator: Coordinator<T>) { childCoordinators[coordinator.identifier] = nil }
    var childCount: Int { childCoordinators.count }
    @discardableResult
    func coordinate<T>(to coordinator: Coordinator<T>) -> AnyPublisher<T, Never> {
        store(coordinator: coordinator)
        let subject = PassthroughSubject<T, Never>()
        coordinator.start()
            .sink(receiveValue: { [weak self, weak coordinator] value in
                if let coordinator { self?.release(coordinator: coordinator) }
                subject.send(value)
            })
            .store(in: &subscriptions)
        return subject.eraseToAnyPublisher()
    }
    func start() -> AnyPublisher<ResultType, Never> { fatalError("start() must be overridden") }
}
final class PinViewController: UIViewController {
    let entered = PassthroughSubject<String, Never>()
    deinit { print("deinit PinViewController") }
}
enum PinResult { case pin(String), cancelled }
final class PinCoordinator: Coordinator<PinResult> {
    private let navigationController: UINavigationController
    private let finished = PassthroughSubject<PinResult, Never>()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() -> AnyPublisher<PinResult, Never> {
        let screen = PinViewController()
        screen.entered
            .map { $0.count == 4 ? PinResult.pin($0) : .cancelled }
            .sink { [weak self] result in
                self?.navigationController.popViewController(animated: false)
                self?.finished.send(result)
            }
            .store(in: &subscriptions)
        navigationController.pushViewController(screen, animated: false)
        return finished.eraseToAnyPublisher()
    }
    deinit { print("deinit PinCoordinator") }
}
final class WalletCoordinator: Coordinator<Void> {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    override func start() -> AnyPublisher<Void, Never> {
        askPin()
        return PassthroughSubject<Void, Never>().eraseToAnyPublisher()
    }
    func askPin() {
        coordinate(to: PinCoordinator(navigationController: navigationController))
            .sink { [weak self] result in
                print("pin result \(result), children \(self?.childCount ?? -1)")
            }
            .store(in: &subscriptions)
        print("children while asking \(childCount)")
    }
    deinit { print("deinit WalletCoordinator") }
}
let window = UIWindow()
var wallet: WalletCoordinator? = WalletCoordinator()
window.rootViewController = wallet?.navigationController
window.makeKeyAndVisible()
_ = wallet?.start()
(wallet?.navigationController.topViewController as? PinViewController)?.entered.send("12")
print(wallet?.navigationController.viewControllers.count ?? 0)
wallet?.askPin()
(wallet?.navigationController.topViewController as? PinViewController)?.entered.send("1234")
wallet = nil
window.rootViewController = nil
print("end")
