// A profile screen logging out by swapping its view's window's root (`view.window?.rootViewController = …`): the window is found through the view once the screen is on screen, none before it is shown, and the old screens go
// prelude: uikit
import Foundation

final class LoginViewController: UIViewController {
    deinit { print("LoginViewController deinit") }
}

final class ProfileViewController: UIViewController {
    func logOut() {
        print("window found:", view.window != nil)
        view.window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
    }
    deinit { print("ProfileViewController deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var profile: ProfileViewController? = ProfileViewController()
print("before shown:", profile!.view.window == nil)
window.rootViewController = UINavigationController(rootViewController: profile!)
window.makeKeyAndVisible()
profile!.logOut()
profile = nil
print(window.rootViewController is UINavigationController)
print((window.rootViewController as? UINavigationController)?.topViewController is LoginViewController)
