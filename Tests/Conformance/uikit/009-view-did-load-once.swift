// Checks viewDidLoad: it runs once, on the first access to `view` (as UIKit's loadView does) or before the first appearance, never again on later appearances.
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
final class Profile: Screen {}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
let profile = Profile()
print("isViewLoaded before: \(profile.isViewLoaded)")
print("-- touch profile.view (coordinators often do this before pushing)")
profile.view.backgroundColor = .white
print("isViewLoaded after: \(profile.isViewLoaded)")
print("-- push: no second viewDidLoad")
navigation.pushViewController(profile, animated: true)
print("-- pop, push again: still none")
navigation.popViewController(animated: true)
navigation.pushViewController(profile, animated: true)
