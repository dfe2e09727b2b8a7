// Checks appearance forwarding through containers: window -> tab bar -> navigation -> screen; each container gets its callback before its visible child; a full-screen presentation takes the whole tree off screen and its dismissal brings it back.
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

final class Feed: Screen {}
final class Settings: Screen {}
final class Player: Screen {}

final class Tabs: UITabBarController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Tabs viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Tabs viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Tabs viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Tabs viewDidDisappear")
    }
}

final class Navigation: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Navigation viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Navigation viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Navigation viewDidAppear")
    }
}

let window = UIWindow()
let tabs = Tabs()
tabs.viewControllers = [Navigation(rootViewController: Feed()), Navigation(rootViewController: Settings())]
window.rootViewController = tabs
print("-- makeKeyAndVisible")
window.makeKeyAndVisible()
print("-- present a full-screen player from the feed")
let player = Player()
player.modalPresentationStyle = .fullScreen
tabs.selectedViewController!.children[0].present(player, animated: true)
print("presenter: \(type(of: player.presentingViewController!))")
print("-- dismiss it")
player.dismiss(animated: true)
