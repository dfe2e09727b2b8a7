// Checks that the app must keep its window: UIApplication's keyWindow is weak, so a window that nobody holds is freed with its whole flow (the "black screen" bug of a window kept only in a local), and gestures then find nothing.
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

final class LoggingWindow: UIWindow {
    deinit {
        print("LoggingWindow deinit")
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func connectForgettingTheWindow(to scene: UIWindowScene) {
        let window = LoggingWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: Home())
        window.makeKeyAndVisible()
        print("key window set: \(UIApplication.shared.keyWindow != nil)")
    }

    func connect(to scene: UIWindowScene) {
        window = LoggingWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: Home())
        window?.makeKeyAndVisible()
    }
}

let scene = UIWindowScene()
let sceneDelegate = SceneDelegate()
print("-- window kept only in a local")
sceneDelegate.connectForgettingTheWindow(to: scene)
print("key window after: \(UIApplication.shared.keyWindow == nil ? "nil" : "set"), top: \(__coordlabTopViewController() == nil ? "nil" : "set")")
print("-- window kept by the scene delegate")
sceneDelegate.connect(to: scene)
print("top: \(type(of: __coordlabTopViewController()!)), window's scene is kept weakly: \(sceneDelegate.window?.windowScene === scene)")
