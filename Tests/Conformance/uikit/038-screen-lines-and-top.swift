// Checks __coordlabScreenLines (what :stack prints) and __coordlabTopViewController (the top of the presented chain, else the top of the selected tab's navigation stack, else the root) on a tab bar with navigation stacks and a presented sheet.
// prelude: uikit

final class Feed: UIViewController {}
final class Post: UIViewController {}
final class Settings: UIViewController {}
final class Embedded: UIViewController {}
final class Share: UIViewController {}
final class ShareOptions: UIViewController {}

func printScreen() {
    for line in __coordlabScreenLines() {
        print(line)
    }
    print("top: \(type(of: __coordlabTopViewController()!))")
}

print("-- before any window")
for line in __coordlabScreenLines() {
    print(line)
}
print("top is nil: \(__coordlabTopViewController() == nil)")
let window = UIWindow()
let tabs = UITabBarController()
let feedNavigation = UINavigationController(rootViewController: Feed())
let settings = Settings()
settings.addChild(Embedded())
tabs.viewControllers = [feedNavigation, settings]
window.rootViewController = tabs
window.makeKeyAndVisible()
feedNavigation.pushViewController(Post(), animated: true)
print("-- tabs and a stack")
printScreen()
print("-- a presented navigation controller with a sheet on top of it")
let shareNavigation = UINavigationController(rootViewController: Share())
feedNavigation.topViewController!.present(shareNavigation, animated: true)
let options = ShareOptions()
options.modalPresentationStyle = .formSheet
shareNavigation.present(options, animated: true)
printScreen()
print("-- dismiss everything, switch to the settings tab")
tabs.dismiss(animated: false)
__coordlabTab(1)
printScreen()
