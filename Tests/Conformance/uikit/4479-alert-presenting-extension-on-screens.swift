// An alert-presenting protocol extension 'where Self: UIViewController' presents on self and reads its title
// prelude: uikit
import Foundation
protocol AlertPresentable {}
extension AlertPresentable where Self: UIViewController {
    func showAlert(title: String, message: String, onOK: (() -> Void)? = nil) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in onOK?() })
        present(alert, animated: true)
        print("presented over", self.title ?? "?", presentedViewController is UIAlertController)
    }
}
final class Home: UIViewController, AlertPresentable {}
let window = UIWindow()
let home = Home()
home.title = "Home"
window.rootViewController = home
window.makeKeyAndVisible()
home.showAlert(title: "Hi", message: "There") { print("ok tapped") }
print(__coordlabTapAlertAction("OK"), home.presentedViewController == nil)
