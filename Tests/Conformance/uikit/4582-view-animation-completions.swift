// UIView animations: the animations block runs inside the call, the completion waits on the run loop for delay + duration (holding what it captures), transition(with:) swapping a window's root, performWithoutAnimation
// prelude: uikit
import Foundation
final class DetailViewController: UIViewController {
    var onDone: (() -> Void)?
    deinit { print("DetailViewController deinit") }
}
final class AppCoordinator {
    let window: UIWindow
    var children: [String] = []
    init(window: UIWindow) { self.window = window }
    func showLogin() {
        let vc = UIViewController()
        vc.title = "login"
        window.rootViewController = vc
        window.makeKeyAndVisible()
    }
    func showMain() {
        let detail = DetailViewController()
        detail.title = "main"
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.window.rootViewController = detail
            print("swapped root")
        }) { finished in
            print("transition done", finished, detail.title ?? "-")
        }
    }
    deinit { print("AppCoordinator deinit") }
}
let window = UIWindow()
var app: AppCoordinator? = AppCoordinator(window: window)
app?.showLogin()
app?.showMain()
app = nil
print("root", window.rootViewController?.title ?? "none")
let v = UIView()
UIView.animate(withDuration: 0.25) { v.alpha = 0 } completion: { done in print("faded", done, v.alpha) }
UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveEaseOut, animations: { v.alpha = 1 }) { _ in print("back") }
UIView.animate(withDuration: 0.1, animations: { print("no completion") })
UIView.performWithoutAnimation { print("instant") }
print("before loop")
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
print("at 0.2")
window.rootViewController = nil
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("end")
