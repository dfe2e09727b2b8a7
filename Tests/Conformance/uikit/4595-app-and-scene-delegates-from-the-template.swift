// An app and scene delegate as Xcode's template writes them (launch options keyed by UIApplication.LaunchOptionsKey, a scene configuration for the connecting session's role), started by hand as UIKit would start them: the window kept by the scene delegate, the coordinator by the window's owner
// prelude: uikit
import Foundation
final class AppCoordinator {
    deinit { print("deinit AppCoordinator") }
    let window: UIWindow
    let nav = UINavigationController()
    init(window: UIWindow) { self.window = window }
    func start() {
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(UIViewController(), animated: false)
        print("started", nav.viewControllers.count)
    }
}
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        coordinator = AppCoordinator(window: window)
        coordinator?.start()
        if let url = connectionOptions.urlContexts.first?.url { print("opened with", url) }
    }
    func sceneDidBecomeActive(_ scene: UIScene) { print("active") }
    func sceneWillResignActive(_ scene: UIScene) { print("resign") }
    func sceneDidEnterBackground(_ scene: UIScene) {
        UserDefaults.standard.set(true, forKey: "wasActive")
    }
}
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launched", launchOptions?[.url] as? URL ?? "no url", launchOptions?[.remoteNotification] == nil)
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate
let launched = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: [.url: URL(string: "app://start")!])
let session = UISceneSession(role: .windowApplication)
let configuration = appDelegate.application(UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions(urlContexts: []))
print(launched, configuration.name ?? "none", configuration.role == .windowApplication, configuration.delegateClass == nil)
var sceneDelegate: SceneDelegate? = SceneDelegate()
let scene = UIWindowScene()
sceneDelegate?.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "app://item/3")!)]))
sceneDelegate?.sceneDidBecomeActive(scene)
sceneDelegate?.sceneWillResignActive(scene)
sceneDelegate?.sceneDidEnterBackground(scene)
print("was active:", UserDefaults.standard.bool(forKey: "wasActive"))
weak var window = sceneDelegate?.window
print("window kept:", window != nil, window?.windowScene === scene)
sceneDelegate = nil
print("window after the scene delegate:", window != nil)
