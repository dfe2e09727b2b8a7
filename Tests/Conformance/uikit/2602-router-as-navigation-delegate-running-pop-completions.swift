// A router that is its navigation controller's delegate, running the completion of each controller popped by back or swipe
// prelude: uikit
protocol Router: AnyObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    var navigationController: UINavigationController { get }
    func push(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?)
    func present(_ viewController: UIViewController, animated: Bool, onDismiss: (() -> Void)?)
}
extension Router {
    func push(_ viewController: UIViewController, animated: Bool = true) {
        push(viewController, animated: animated, completion: nil)
    }
}
class DefaultRouter: NSObject, Router {
    var completions: [UIViewController: () -> Void] = [:]
    let navigationController: UINavigationController
    var isPresenting: Bool { navigationController.presentedViewController != nil }
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func push(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let completion = completion { completions[viewController] = completion }
        navigationController.pushViewController(viewController, animated: animated)
    }
    func present(_ viewController: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
        if let onDismiss = onDismiss { completions[viewController] = onDismiss }
        viewController.presentationController?.delegate = self
        navigationController.present(viewController, animated: animated, completion: nil)
    }
    private func runCompletion(for controller: UIViewController) {
        guard let completion = completions.removeValue(forKey: controller) else { return }
        completion()
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        runCompletion(for: from)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        runCompletion(for: presentationController.presentedViewController)
    }
    deinit { print("deinit DefaultRouter") }
}
class Screen: UIViewController {
    let name: String
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit \(name)") }
}
final class SettingsCoordinator {
    let router: Router
    var children: [AnyObject] = []
    init(router: Router) { self.router = router }
    func start() {
        router.push(Screen("settings"))
        let about = Screen("about")
        router.push(about, animated: true, completion: { [weak self] in
            print("about popped, children \(self?.children.count ?? -1)")
            self?.children.removeAll()
        })
        children.append(about)
    }
    func showSheet() {
        router.present(Screen("sheet"), animated: true) { print("sheet swiped away") }
    }
    deinit { print("deinit SettingsCoordinator") }
}
let window = UIWindow()
let nav = UINavigationController(rootViewController: Screen("home"))
window.rootViewController = nav
window.makeKeyAndVisible()
var coordinator: SettingsCoordinator? = SettingsCoordinator(router: DefaultRouter(navigationController: nav))
coordinator?.start()
print(nav.viewControllers.count)
_ = __coordlabBack()
print(nav.viewControllers.count)
coordinator?.showSheet()
print(coordinator?.router.navigationController.presentedViewController != nil)
_ = __coordlabSwipeDown(cancel: false)
_ = __coordlabBack()
coordinator = nil
print("end")
