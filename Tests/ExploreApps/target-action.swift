// An app driven by target-action only: its screens have no method a tap calls without an
// argument. Home's two buttons send one @objc method with the sender, which tells them
// apart; its bar button item and the profile's Close item (whose target is the
// coordinator) send methods too. The window is kept by the app coordinator, never by a
// global, and never made key: UIKit shows it when launch ends.
// The profile coordinator stays in Home's childCoordinators after the profile is left
// with the back button (target-action-fix.swift removes it when its screen goes).
final class AppCoordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    var childCoordinators: [AnyObject] = []

    init(window: UIWindow) {
        self.window = window
    }
    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.viewControllers = [home]
        window.rootViewController = navigationController
    }
    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.parent = self
        childCoordinators.append(profile)
        profile.start()
    }
    func showAbout() {
        navigationController.pushViewController(AboutViewController(), animated: true)
    }
    func childDidFinish(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class ProfileCoordinator: NSObject {
    weak var parent: AppCoordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let profile = ProfileViewController()
        profile.coordinator = self
        profile.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(close(_:)))
        navigationController.pushViewController(profile, animated: true)
    }
    @objc func close(_ sender: UIBarButtonItem) {
        navigationController.popViewController(animated: true)
        parent?.childDidFinish(self)
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let profileButton = UIButton(type: .system)
    let aboutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        profileButton.setTitle("Profile", for: .normal)
        aboutButton.setTitle("About", for: .normal)
        profileButton.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        aboutButton.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        view.addSubview(profileButton)
        view.addSubview(aboutButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self,
                                                            action: #selector(aboutTapped))
    }
    @objc func buttonTapped(_ sender: UIButton) {
        if sender === profileButton {
            coordinator?.showProfile()
        } else {
            coordinator?.showAbout()
        }
    }
    @objc func aboutTapped() {
        coordinator?.showAbout()
    }
}

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
    }
}

final class AboutViewController: UIViewController {}

let app = AppCoordinator(window: UIWindow(frame: UIScreen.main.bounds))
app.start()
