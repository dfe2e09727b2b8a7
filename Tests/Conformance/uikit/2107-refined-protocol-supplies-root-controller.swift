// A navigation coordinator protocol refines a root-controller one and supplies rootViewController from its navigation controller in an extension; coordinate(to:) is a default that starts a child
// prelude: uikit
protocol ViewControllerCoordinator: AnyObject {
    var rootViewController: UIViewController { get }
    func start()
    func coordinate(to child: ViewControllerCoordinator)
}

extension ViewControllerCoordinator {
    func coordinate(to child: ViewControllerCoordinator) {
        print("\(type(of: self)) starts \(type(of: child))")
        child.start()
    }
}

protocol NavigationControllerCoordinator: ViewControllerCoordinator {
    var navigationController: UINavigationController { get }
}

extension NavigationControllerCoordinator {
    var rootViewController: UIViewController { navigationController }
}

final class TrailDetailCoordinator: NavigationControllerCoordinator {
    let navigationController: UINavigationController
    let trail: String
    init(navigationController: UINavigationController, trail: String) {
        self.navigationController = navigationController
        self.trail = trail
    }
    func start() {
        let detail = UIViewController()
        detail.title = trail
        navigationController.pushViewController(detail, animated: false)
    }
    deinit { print("TrailDetailCoordinator \(trail) deinit") }
}

final class ForestCoordinator: NavigationControllerCoordinator {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    var detail: TrailDetailCoordinator?
    func start() { navigationController.topViewController?.title = "Trails" }
    func openTrail(_ name: String) {
        let child = TrailDetailCoordinator(navigationController: navigationController, trail: name)
        detail = child
        coordinate(to: child)
    }
    deinit { print("ForestCoordinator deinit") }
}

let window = UIWindow()
var forest: ForestCoordinator? = ForestCoordinator()
forest?.start()
window.rootViewController = forest?.rootViewController
print("root is the navigation controller: \(window.rootViewController === forest?.navigationController)")
forest?.openTrail("Ridge loop")
forest?.openTrail("Creek path")
print("screens: \(forest?.navigationController.viewControllers.map { $0.title ?? "-" } ?? [])")
forest?.navigationController.popToRootViewController(animated: false)
forest?.detail = nil
window.rootViewController = nil
forest = nil
print("end")
