// Checks a sheet (the default .automatic style): the presenter stays on screen and gets no appearance callbacks on present or dismiss; the presented controller is held by the presenter's presentedViewController until dismissed, then released after the completion.
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
final class Filter: Screen {}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
print("-- present a sheet")
home.present(Filter(), animated: true) {
    print("present completion")
}
print("presentedViewController: \(type(of: home.presentedViewController!)), style: \(home.presentedViewController!.modalPresentationStyle)")
print("-- dismiss from the presenter")
home.dismiss(animated: true) {
    print("dismiss completion")
}
print("-- dismiss again: nothing is presented, the completion is not called")
home.dismiss(animated: true) {
    print("this completion never runs")
}
print("end")
