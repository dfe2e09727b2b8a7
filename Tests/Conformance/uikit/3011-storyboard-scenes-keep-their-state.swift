// scenes of a storyboard looked up through an enum of storyboards keep what their init(coder:) and the coordinator set, and are released with the flow
// prelude: uikit
enum AppStoryboard: String {
    case main = "Main", onboarding = "Onboarding"
    var instance: UIStoryboard { UIStoryboard(name: rawValue, bundle: nil) }
    func viewController<T: UIViewController>(of type: T.Type) -> T {
        let id = String(describing: type)
        guard let vc = instance.instantiateViewController(withIdentifier: id) as? T else {
            fatalError("no \(id) in \(rawValue)")
        }
        return vc
    }
}
class ProfileViewController: UIViewController {
    var userID = 0
    var onLogout: (() -> Void)?
    required init?(coder: NSCoder) {
        print("ProfileViewController init(coder:)")
        super.init(coder: coder)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("profile loaded for", userID)
    }
    deinit { print("ProfileViewController deinit", userID) }
}
class WelcomeViewController: UIViewController {
    weak var coordinator: OnboardingCoordinator?
    deinit { print("WelcomeViewController deinit") }
}
final class OnboardingCoordinator {
    let navigation = UINavigationController()
    var finished: (() -> Void)?
    func start() {
        let welcome = AppStoryboard.onboarding.viewController(of: WelcomeViewController.self)
        welcome.coordinator = self
        navigation.setViewControllers([welcome], animated: false)
    }
    func showProfile(_ id: Int) {
        let profile = AppStoryboard.main.viewController(of: ProfileViewController.self)
        profile.userID = id
        profile.onLogout = { [weak self] in self?.finished?() }
        navigation.pushViewController(profile, animated: true)
    }
    deinit { print("OnboardingCoordinator deinit") }
}
let window = UIWindow()
var onboarding: OnboardingCoordinator? = OnboardingCoordinator()
onboarding?.finished = { print("finished"); onboarding = nil; window.rootViewController = nil }
onboarding?.start()
window.rootViewController = onboarding?.navigation
window.makeKeyAndVisible()
onboarding?.showProfile(42)
print(window.rootViewController.map { type(of: $0) } as Any)
(onboarding?.navigation.topViewController as? ProfileViewController)?.onLogout?()
let plain = UIStoryboard(name: "Main", bundle: Bundle.main).instantiateViewController(withIdentifier: "UIViewController")
print(type(of: plain))
