// A scene delegate hands the URLs it is launched with and later asked to open to its app coordinator, which routes each by host to a child coordinator it keeps in a dictionary and drops the previous one: each replaced flow dies with its screen.
// prelude: uikit
protocol DeepLinkHandling: AnyObject {
    func canOpen(_ url: URL) -> Bool
    func open(_ url: URL)
}
final class OrderCoordinator: DeepLinkHandling {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func canOpen(_ url: URL) -> Bool { url.host == "orders" }
    func open(_ url: URL) {
        let screen = UIViewController()
        screen.title = "Order " + url.lastPathComponent
        navigation.pushViewController(screen, animated: false)
        print("showing", screen.title ?? "", "of", navigation.viewControllers.count)
    }
    deinit { print("deinit OrderCoordinator") }
}
final class AppCoordinator {
    let navigation = UINavigationController(rootViewController: UIViewController())
    private var children: [String: DeepLinkHandling] = [:]
    func handle(_ url: URL) {
        guard let host = url.host else { return }
        let child = OrderCoordinator(navigation: navigation)
        guard child.canOpen(url) else { print("no flow for", url.absoluteString); return }
        navigation.popToRootViewController(animated: false)
        children[host] = child
        child.open(url)
    }
}
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = AppCoordinator()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = UIWindow(windowScene: UIWindowScene())
        window?.rootViewController = coordinator.navigation
        window?.makeKeyAndVisible()
        if let url = connectionOptions.urlContexts.first?.url { coordinator.handle(url) }
    }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let context = URLContexts.first else { return }
        coordinator.handle(context.url)
    }
}
let delegate = SceneDelegate()
let launchLink = UIOpenURLContext(url: URL(string: "shop://orders/17")!)
delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions(urlContexts: [launchLink]))
for text in ["shop://orders/18", "shop://cart", "shop://orders/19?ref=push"] {
    delegate.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: URL(string: text)!)])
}
print("screens:", delegate.coordinator.navigation.viewControllers.map { $0.title ?? "root" })
