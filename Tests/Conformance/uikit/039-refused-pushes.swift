// Checks pushes UIKit refuses with an exception (pushing a controller already on the stack, pushing a navigation controller): nothing changes and a "[UIKit]" line says so.
// prelude: uikit

final class Home: UIViewController {}

let window = UIWindow()
let home = Home()
let navigation = UINavigationController(rootViewController: home)
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(home, animated: true)
navigation.pushViewController(UINavigationController(), animated: true)
print("stack: \(navigation.viewControllers.count)")
