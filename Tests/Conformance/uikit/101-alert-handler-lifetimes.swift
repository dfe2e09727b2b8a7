// UIKIT: an alert keeps its actions and their handlers; a handler capturing the screen strongly keeps it while the alert is presented; tapping dismisses the alert, then runs the handler; the alert and the handler die after
// prelude: uikit

final class Logout {
    deinit { print("deinit Logout") }
}

final class SettingsViewController: UIViewController {
    var onLogout: (() -> Void)?
    func confirmLogout() {
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let token = Logout()
        let logout = UIAlertAction(title: "Log out", style: .destructive) { action in
            print("handler \(action.title ?? "-"), presenting: \(self.presentedViewController != nil)")
            _ = token
            self.onLogout?()
        }
        alert.addAction(logout)
        alert.preferredAction = logout
        present(alert, animated: true) { print("alert shown") }
    }
    deinit { print("deinit SettingsViewController") }
}
final class AlertSpy: UIAlertController {
    deinit { print("deinit AlertSpy") }
}

let window = UIWindow()
var settings: SettingsViewController? = SettingsViewController()
settings?.onLogout = { print("logged out") }
window.rootViewController = settings
window.makeKeyAndVisible()
settings?.confirmLogout()
print("actions", (settings?.presentedViewController as? UIAlertController)?.actions.count ?? 0)
print("swiped down:", __coordlabSwipeDown(cancel: false))
settings = nil
print("tapped:", __coordlabTapAlertAction("Log out"))
window.rootViewController = nil
print("-- a second alert, cancelled")
let other = UIViewController()
window.rootViewController = other
let spy = AlertSpy(title: "Spy", message: "m", preferredStyle: .actionSheet)
spy.addAction(UIAlertAction(title: "OK", style: .default) { _ in print("ok") })
other.present(spy, animated: false)
print(__coordlabTapAlertAction("Nope"), spy.message ?? "-", spy.preferredStyle)
__coordlabTapAlertAction("OK")
print(other.presentedViewController == nil, "end")
