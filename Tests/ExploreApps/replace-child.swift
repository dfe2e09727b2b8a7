// A coordinator that keeps one child in an optional property and replaces it on re-entry,
// the way many apps keep "the current flow". The profile flow never tells its parent it
// finished, so after :back the old ProfileCoordinator stays in `profileFlow` (abandoned:
// none of its screens is on screen); opening the profile again replaces it, so there is
// never more than one: no growth. The settings flow is cleared in the screen's
// viewDidDisappear when it leaves its parent: clean. Expected by hand:
//   abandoned ProfileCoordinator (and no growth of it).
final class RootCoordinator {
    let navigationController: UINavigationController
    var profileFlow: ProfileCoordinator?
    var settingsFlow: SettingsCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.setViewControllers([home], animated: false)
    }
    func openProfile() {
        let flow = ProfileCoordinator(navigationController: navigationController)
        profileFlow = flow
        flow.start()
    }
    func openSettings() {
        let flow = SettingsCoordinator(navigationController: navigationController)
        flow.onFinish = { [weak self] in
            self?.settingsFlow = nil
        }
        settingsFlow = flow
        flow.start()
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: RootCoordinator?

    func profile() { coordinator?.openProfile() }
    func settings() { coordinator?.openSettings() }
}

final class ProfileCoordinator {
    unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        navigationController.pushViewController(ProfileViewController(), animated: true)
    }
    deinit { print("ProfileCoordinator deinit") }
}

final class ProfileViewController: UIViewController {
    deinit { print("ProfileViewController deinit") }
}

final class SettingsCoordinator {
    unowned let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let settings = SettingsViewController()
        settings.onLeave = { [weak self] in
            self?.onFinish?()
        }
        navigationController.pushViewController(settings, animated: true)
    }
    deinit { print("SettingsCoordinator deinit") }
}

final class SettingsViewController: UIViewController {
    var onLeave: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { onLeave?() }
    }
    deinit { print("SettingsViewController deinit") }
}

let window = UIWindow()
let navigation = UINavigationController()
let root = RootCoordinator(navigationController: navigation)
root.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
