// Checks a chain of presentations (Home presents A, A presents B, B presents C): dismissing from the middle releases everything above, lowest first, after the completion; a controller that presents something dismisses what it presents, not itself.
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
final class SheetA: Screen {}
final class SheetB: Screen {}
final class SheetC: Screen {}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
home.present(SheetA(), animated: true)
home.presentedViewController!.present(SheetB(), animated: true)
let full = SheetC()
full.modalPresentationStyle = .fullScreen
home.presentedViewController!.presentedViewController!.present(full, animated: true)
print("-- the chain")
for line in __coordlabScreenLines() {
    print(line)
}
print("-- SheetA.dismiss: SheetA presents SheetB, so SheetB and SheetC go, SheetA stays")
home.presentedViewController!.dismiss(animated: true) {
    print("dismiss completion")
}
print("-- after")
for line in __coordlabScreenLines() {
    print(line)
}
print("-- present two again and dismiss all from Home")
home.presentedViewController!.present(SheetB(), animated: true)
home.dismiss(animated: true) {
    print("dismiss completion")
}
print("end")
