// Checks a cancelled swipe down (__coordlabSwipeDown(cancel: true)): presentationControllerWillDismiss and viewWillDisappear, then viewWillAppear/viewDidAppear again; no didDismiss, no didAttemptToDismiss, nothing released; a later completed swipe releases the sheet.
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
final class Editor: Screen {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: nil) { context in
            print("Editor: dismissal ended, cancelled: \(context.isCancelled)")
        }
    }
}

final class EditorCoordinator: UIAdaptivePresentationControllerDelegate {
    var editor: Editor?
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
let coordinator = EditorCoordinator()
let editor = Editor()
editor.presentationController?.delegate = coordinator
home.present(editor, animated: true)
print("-- swipe down, cancelled")
__coordlabSwipeDown(cancel: true)
print("still presented: \(home.presentedViewController === editor)")
print("-- swipe down, completed")
__coordlabSwipeDown(cancel: false)
print("presented: \(home.presentedViewController == nil ? "nothing" : "something")")
print("-- the global `editor` still holds the controller: no deinit yet")
