// Coordinators typed by an enum finish through a delegate that filters its children by type and starts the other flow
// prelude: uikit
enum CoordinatorType { case app, login, tab }
protocol CoordinatorFinishDelegate: AnyObject { func coordinatorDidFinish(childCoordinator: Coordinator) }
protocol Coordinator: AnyObject {
  var finishDelegate: CoordinatorFinishDelegate? { get set }
  var navigationController: UINavigationController { get set }
  var childCoordinators: [Coordinator] { get set }
  var type: CoordinatorType { get }
  func start()
  func finish()
  init(_ navigationController: UINavigationController)
}
extension Coordinator {
  func finish() {
    childCoordinators.removeAll()
    finishDelegate?.coordinatorDidFinish(childCoordinator: self)
  }
}
final class LoginCoordinator: Coordinator {
  weak var finishDelegate: CoordinatorFinishDelegate?
  var navigationController: UINavigationController
  var childCoordinators: [Coordinator] = []
  var type: CoordinatorType { .login }
  required init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
  func start() { print("login start") }
  deinit { print("login deinit") }
}
final class TabCoordinator: Coordinator {
  weak var finishDelegate: CoordinatorFinishDelegate?
  var navigationController: UINavigationController
  var childCoordinators: [Coordinator] = []
  var type: CoordinatorType { .tab }
  required init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
  func start() { print("tab start") }
  deinit { print("tab deinit") }
}
final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
  weak var finishDelegate: CoordinatorFinishDelegate?
  var navigationController: UINavigationController
  var childCoordinators = [Coordinator]()
  var type: CoordinatorType { .app }
  required init(_ navigationController: UINavigationController) { self.navigationController = navigationController; navigationController.setNavigationBarHidden(true, animated: true) }
  func start() { showLoginFlow() }
  func showLoginFlow() { let c = LoginCoordinator.init(navigationController); c.finishDelegate = self; c.start(); childCoordinators.append(c) }
  func showMainFlow() { let c = TabCoordinator.init(navigationController); c.finishDelegate = self; c.start(); childCoordinators.append(c) }
  func coordinatorDidFinish(childCoordinator: Coordinator) {
    childCoordinators = childCoordinators.filter({ $0.type != childCoordinator.type })
    switch childCoordinator.type {
    case .tab: navigationController.viewControllers.removeAll(); showLoginFlow()
    case .login: navigationController.viewControllers.removeAll(); showMainFlow()
    default: break
    }
  }
}
let app = AppCoordinator(UINavigationController())
app.start()
app.childCoordinators.first?.finish()
print(app.childCoordinators.map { "\($0.type)" })
app.childCoordinators.first?.finish()
print(app.childCoordinators.count)
