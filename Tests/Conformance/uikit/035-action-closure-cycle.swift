// Checks closure-based actions: a view controller whose button's UIAction handler captures self strongly forms a cycle (controller -> view -> button -> action -> handler -> controller) and is never freed after a pop; [weak self] breaks it.
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

final class LeakyDetail: Screen {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(UIAction(title: "Next") { _ in
            self.next()
        }, for: .touchUpInside)
        view.addSubview(button)
    }
    func next() {
        print("LeakyDetail next")
    }
}

final class SafeDetail: Screen {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(UIAction(title: "Next") { [weak self] _ in
            self?.next()
        }, for: .touchUpInside)
        view.addSubview(button)
    }
    func next() {
        print("SafeDetail next")
    }
}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- LeakyDetail: tap, then back")
navigation.pushViewController(LeakyDetail(), animated: false)
(navigation.topViewController as! LeakyDetail).button.sendActions(for: .touchUpInside)
__coordlabBack()
print("-- no deinit above: LeakyDetail leaked")
print("-- SafeDetail: tap, then back")
navigation.pushViewController(SafeDetail(), animated: false)
(navigation.topViewController as! SafeDetail).button.sendActions(for: .touchUpInside)
__coordlabBack()
