// Checks presentations UIKit refuses: presenting while already presenting, presenting from a controller that is not on screen, presenting a controller that is already presented; nothing changes and the completion is not called.
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
final class First: Screen {}
final class Second: Screen {}
final class Offscreen: Screen {}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
let first = First()
home.present(first, animated: true)
print("-- present a second one from Home")
home.present(Second(), animated: true) {
    print("never")
}
print("-- present from a controller not in the window")
let offscreen = Offscreen()
offscreen.present(Second(), animated: false)
print("-- present the already presented one again, from it")
first.present(first, animated: false)
print("home presents: \(type(of: home.presentedViewController!))")
