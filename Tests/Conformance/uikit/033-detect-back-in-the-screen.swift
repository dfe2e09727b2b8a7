// Checks the screen-side ways to learn that a screen left its navigation controller: viewDidDisappear with isMovingFromParent, and didMove(toParent: nil); both fire on a pop and a completed swipe, neither on a cancelled swipe (where willMove(toParent: nil) still fires) nor when another screen is pushed on top.
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
final class Next: Screen {}

final class Detail: Screen {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            print("Detail: left the stack (isMovingFromParent in viewDidDisappear)")
        }
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if parent == nil {
            print("Detail: willMove(toParent: nil) -- not a reliable signal")
        }
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            print("Detail: left the stack (didMove(toParent: nil))")
        }
    }
}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: false)
print("-- push another screen on top: Detail disappears but stays")
navigation.pushViewController(Next(), animated: false)
navigation.popViewController(animated: false)
print("-- cancelled swipe")
__coordlabSwipeBack(cancel: true)
print("-- completed swipe")
__coordlabSwipeBack(cancel: false)
print("-- again with the back button")
navigation.pushViewController(Detail(), animated: false)
__coordlabBack()
