// A view's window (UIKit's view.window, the window showing the view): the stand-ins keep no view hierarchy under a window, so it is refused as unsupported, not reported as a member UIView has not got
// expect-error: coordlab does not support 'UIView.window' yet
// prelude: uikit
print("never printed")
final class ProfileViewController: UIViewController {
    func switchToLogin() {
        view.window?.rootViewController = UINavigationController(rootViewController: UIViewController())
    }
}
ProfileViewController().switchToLogin()
