// A clean app of several flows: a tab bar of two navigation flows, each run by its own
// coordinator kept by the app coordinator; the feed's post flow is a child coordinator
// removed when its screen leaves its parent (by Done, :back or an edge swipe, told by
// the navigation controller's delegate), the profile's edit flow is presented as a sheet
// whose coordinator is removed when the sheet is dismissed (by Save or a swipe down,
// told by the presentation controller's delegate), and an alert's action captures the
// screen weakly. Expected by hand: no findings.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController = UITabBarController()

    func start() {
        let feed = FeedCoordinator()
        let profile = ProfileCoordinator()
        childCoordinators = [feed, profile]
        feed.start()
        profile.start()
        tabBarController.setViewControllers([feed.navigationController, profile.navigationController], animated: false)
    }
}

final class FeedCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.delegate = self
        let feed = FeedViewController()
        feed.coordinator = self
        navigationController.pushViewController(feed, animated: false)
    }
    func showPost() {
        let post = PostCoordinator(navigationController: navigationController)
        childCoordinators.append(post)
        post.start()
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for child in childCoordinators {
            if let post = child as? PostCoordinator, !navigationController.viewControllers.contains(where: { $0 === post.screen }) {
                childDidFinish(post)
            }
        }
    }
}

final class FeedViewController: UIViewController {
    weak var coordinator: FeedCoordinator?

    func openPost() { coordinator?.showPost() }
}

final class PostCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    unowned let navigationController: UINavigationController
    weak var screen: PostViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let post = PostViewController()
        post.coordinator = self
        screen = post
        navigationController.pushViewController(post, animated: true)
    }
    func done() {
        navigationController.popViewController(animated: true)
    }
    deinit { print("PostCoordinator deinit") }
}

final class PostViewController: UIViewController {
    weak var coordinator: PostCoordinator?
    private(set) var reported = false

    func done() { coordinator?.done() }
    func report() {
        let alert = UIAlertController(title: "Report?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Report", style: .destructive) { [weak self] _ in
            self?.reported = true
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
    deinit { print("PostViewController deinit") }
}

final class ProfileCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let profile = ProfileViewController()
        profile.onEdit = { [weak self] in
            self?.showEdit()
        }
        navigationController.pushViewController(profile, animated: false)
    }
    func showEdit() {
        let edit = EditCoordinator()
        edit.onFinish = { [weak self, weak edit] in
            guard let self, let edit else { return }
            self.navigationController.dismiss(animated: true)
            self.childDidFinish(edit)
        }
        childCoordinators.append(edit)
        edit.screen.presentationController?.delegate = self
        navigationController.present(edit.screen, animated: true)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        childCoordinators.removeAll { $0 is EditCoordinator }
    }
}

final class ProfileViewController: UIViewController {
    var onEdit: (() -> Void)?

    func edit() { onEdit?() }
}

final class EditCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let screen = EditViewController()
    var onFinish: (() -> Void)?

    init() {
        screen.onSave = { [weak self] in
            self?.onFinish?()
        }
    }
    deinit { print("EditCoordinator deinit") }
}

final class EditViewController: UIViewController {
    var onSave: (() -> Void)?

    func save() { onSave?() }
    deinit { print("EditViewController deinit") }
}

let window = UIWindow()
let app = AppCoordinator()
app.start()
window.rootViewController = app.tabBarController
window.makeKeyAndVisible()
