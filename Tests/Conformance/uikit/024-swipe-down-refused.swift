// Checks a swipe down that may not dismiss: isModalInPresentation (here set on the controller inside a presented navigation controller) or presentationControllerShouldDismiss returning false gives only presentationControllerDidAttemptToDismiss; nothing disappears or is released.
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
final class Form: Screen {}

final class FormCoordinator: UIAdaptivePresentationControllerDelegate {
    var allowDismiss = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        print("delegate shouldDismiss -> \(allowDismiss)")
        return allowDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        print("delegate willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("delegate didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        print("delegate didAttemptToDismiss")
    }
}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
let coordinator = FormCoordinator()
let form = Form()
let navigation = UINavigationController(rootViewController: form)
print("-- the child's presentationController is the navigation controller's: \(form.presentationController === navigation.presentationController)")
form.presentationController?.delegate = coordinator
home.present(navigation, animated: true)
print("-- isModalInPresentation on the child")
form.isModalInPresentation = true
__coordlabSwipeDown(cancel: false)
print("-- shouldDismiss returns false")
form.isModalInPresentation = false
coordinator.allowDismiss = false
__coordlabSwipeDown(cancel: false)
print("-- allowed")
coordinator.allowDismiss = true
__coordlabSwipeDown(cancel: false)
print("presented: \(home.presentedViewController == nil ? "nothing" : "something")")
