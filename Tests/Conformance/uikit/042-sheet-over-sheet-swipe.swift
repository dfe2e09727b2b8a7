// Checks a sheet presented from a sheet: a swipe down dismisses only the top sheet (the lower one stays and gets no callbacks); a second swipe dismisses the lower one; each is released after its didDismiss.
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
final class Lower: Screen {}
final class Upper: Screen {}

final class Observer: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("delegate didDismiss \(type(of: presentationController.presentedViewController))")
    }
}

let observer = Observer()
let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
let lower = Lower()
lower.presentationController?.delegate = observer
home.present(lower, animated: true)
let upper = Upper()
upper.presentationController?.delegate = observer
lower.present(upper, animated: true)
print("-- swipe down")
__coordlabSwipeDown(cancel: false)
print("-- swipe down")
__coordlabSwipeDown(cancel: false)
print("home presents: \(home.presentedViewController == nil ? "nothing" : "something")")
