// Checks a full-screen presentation and its dismissal: the presenter disappears and reappears; order of present: presented viewDidLoad, presenter viewWillDisappear, presented viewWillAppear/viewDidAppear, presenter viewDidDisappear, completion; the dismissed controller is released after the completion.
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
final class Player: Screen {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Player isBeingPresented: \(isBeingPresented), presenter: \(type(of: presentingViewController!))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Player isBeingDismissed: \(isBeingDismissed)")
    }
}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
var player: Player? = Player()
player!.modalPresentationStyle = .fullScreen
print("-- present")
home.present(player!, animated: true) {
    print("present completion")
}
print("home.presentedViewController is the player: \(home.presentedViewController === player)")
print("-- dismiss, asked by the player itself (UIKit forwards to its presenter)")
player!.dismiss(animated: true) {
    print("dismiss completion")
}
print("home.presentedViewController is nil: \(home.presentedViewController == nil), player.presentingViewController is nil: \(player!.presentingViewController == nil)")
print("-- the global still holds the player; drop it")
player = nil

func makePlayer() -> Player {
    let player = Player()
    player.modalPresentationStyle = .fullScreen
    return player
}

print("-- present a player that only the presenter holds, dismiss from the presenter")
home.present(makePlayer(), animated: true, completion: nil)
home.dismiss(animated: true) {
    print("dismiss completion")
}
print("-- after dismiss")
