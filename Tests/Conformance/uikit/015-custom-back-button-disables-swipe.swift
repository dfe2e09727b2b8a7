// Checks that a custom leftBarButtonItem (or hidesBackButton) removes the back button and, as in UIKit, the edge swipe; setting interactivePopGestureRecognizer's delegate to nil brings the swipe back; isEnabled = false turns it off.
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
final class Detail: Screen {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.close()
        })
    }
    func close() {
        print("Detail close tapped")
        navigationController?.popViewController(animated: true)
    }
}
final class Plain: Screen {}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: false)
print("-- with a custom left button")
print("back: \(__coordlabBack()), swipe: \(__coordlabSwipeBack(cancel: false))")
print("-- interactivePopGestureRecognizer?.delegate = nil")
navigation.interactivePopGestureRecognizer?.delegate = nil
print("swipe: \(__coordlabSwipeBack(cancel: false))")
print("-- hidesBackButton")
let plain = Plain()
navigation.pushViewController(plain, animated: false)
plain.navigationItem.hidesBackButton = true
print("back: \(__coordlabBack())")
print("-- isEnabled = false")
navigation.interactivePopGestureRecognizer?.isEnabled = false
print("swipe: \(__coordlabSwipeBack(cancel: false))")
print("-- the custom button's action pops")
plain.navigationItem.hidesBackButton = false
navigation.interactivePopGestureRecognizer?.isEnabled = true
navigation.popViewController(animated: false)
navigation.pushViewController(Detail(), animated: false)
let item = navigation.topViewController!.navigationItem.leftBarButtonItem!
item.primaryAction!.handler(item.primaryAction!)
print("stack: \(navigation.viewControllers.count)")
