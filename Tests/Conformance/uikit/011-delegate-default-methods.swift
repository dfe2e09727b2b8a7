// Checks that UINavigationControllerDelegate's methods have default empty implementations: a conformer implements only didShow, and willShow calls do nothing; the delegate can be the coordinator (an NSObject subclass, as UIKit requires).
// prelude: uikit

/// Logs its lifecycle under its class name.
class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(type(of: self)) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(type(of: self)) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(type(of: self)) viewDidDisappear")
    }
    deinit {
        print("\(type(of: self)) deinit")
    }
}

final class Home: Screen {}
final class Detail: Screen {}

final class Coordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func start() {
        navigationController.pushViewController(Home(), animated: false)
    }
    func showDetail() {
        navigationController.pushViewController(Detail(), animated: true)
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("coordinator: didShow \(type(of: viewController))")
    }
}

let window = UIWindow()
let coordinator = Coordinator(navigationController: UINavigationController())
coordinator.start()
window.rootViewController = coordinator.navigationController
window.makeKeyAndVisible()
coordinator.showDetail()
__coordlabBack()
