// A feed app's tab controller builds its tabs in viewDidLoad with titled items and selected images, set with setViewControllers(_:animated:); a profile screen logs out through its coordinator
// prelude: uikit
protocol ProfileViewControllerDelegate: AnyObject {
    func profileDidLogOut(_ screen: ProfileViewController)
}

final class FeedViewController: UIViewController {
    deinit { print("FeedViewController deinit") }
}

final class ProfileViewController: UIViewController {
    weak var delegate: ProfileViewControllerDelegate?
    func logOutTapped() { delegate?.profileDidLogOut(self) }
    deinit { print("ProfileViewController deinit") }
}

final class FeedTabViewController: UITabBarController {
    weak var profileDelegate: ProfileViewControllerDelegate?
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = FeedViewController()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), selectedImage: UIImage(systemName: "list.bullet.circle.fill"))
        let profile = ProfileViewController()
        profile.delegate = profileDelegate
        profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), selectedImage: nil)
        setViewControllers([UINavigationController(rootViewController: feed), profile], animated: true)
    }
    deinit { print("FeedTabViewController deinit") }
}

final class SessionCoordinator: ProfileViewControllerDelegate {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let tabs = FeedTabViewController()
        tabs.profileDelegate = self
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        for tab in tabs.viewControllers ?? [] {
            let item = tab.tabBarItem
            print("\(item?.title ?? "?"): selected image \(item?.selectedImage == nil ? "none" : "set")")
        }
    }
    func profileDidLogOut(_ screen: ProfileViewController) {
        print("logging out from \(type(of: screen))")
        let signIn = UIViewController()
        signIn.title = "Sign in"
        window.rootViewController = signIn
        print("root is now \(window.rootViewController?.title ?? "-")")
    }
    deinit { print("SessionCoordinator deinit") }
}

let window = UIWindow()
var session: SessionCoordinator? = SessionCoordinator(window: window)
session?.start()
let tabs = window.rootViewController as? UITabBarController
tabs?.selectedIndex = 1
(tabs?.selectedViewController as? ProfileViewController)?.logOutTapped()
session = nil
print("end")
