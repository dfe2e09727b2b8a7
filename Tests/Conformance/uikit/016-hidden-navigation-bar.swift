// Checks that hiding the navigation bar removes the back button and the edge swipe (as in UIKit), and that showing it again restores both.
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

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: false)
navigation.setNavigationBarHidden(true, animated: false)
print("bar hidden: back \(__coordlabBack()), swipe \(__coordlabSwipeBack(cancel: false))")
navigation.isNavigationBarHidden = false
print("-- bar shown")
print("swipe: \(__coordlabSwipeBack(cancel: false))")
