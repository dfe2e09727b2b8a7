// Checks that a full-screen presentation cannot be swiped down (__coordlabSwipeDown returns false and nothing happens), while code can still dismiss it.
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
final class Onboarding: Screen {}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
let onboarding = Onboarding()
onboarding.modalPresentationStyle = .fullScreen
home.present(onboarding, animated: false)
print("-- swipe down: \(__coordlabSwipeDown(cancel: false))")
print("-- dismiss from code")
onboarding.dismiss(animated: false)
