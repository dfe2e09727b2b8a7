// The flow-removal design of lessons/05-flow-removal.md, with screens whose buttons start
// and end the flows: every coordinator carries a Flow tag, and pop(flow:) removes a flow
// recursively with the seed's filter, which drops `.profile` whatever flow is asked for.
enum Flow {
    case profile, home, writing, feed
}

protocol Coordinating: AnyObject {
    func start()
    var parent: Coordinating? { get }
    var navigationController: UINavigationController? { get }
    var childCoordinators: [Coordinating] { get set }
    var flow: Flow { get }
}

extension Coordinating {
    func pop(flow: Flow) {
        childCoordinators.forEach { child in
            child.pop(flow: flow)
        }
        let notProfileFlowChild = childCoordinators.filter { $0.flow != .profile }
        childCoordinators = notProfileFlowChild
    }
}

final class HomeCoordinator: Coordinating {
    let flow: Flow = .home
    let parent: Coordinating? = nil
    var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController?.pushViewController(home, animated: false)
    }
    func showFeed() {
        let feed = FeedCoordinator(parent: self, navigationController: navigationController!)
        childCoordinators.append(feed)
        feed.start()
    }
    func removeFeedFlow() {
        pop(flow: .feed)
        navigationController?.popToRootViewController(animated: true)
    }
}

final class FeedCoordinator: Coordinating {
    let flow: Flow = .feed
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }
    func start() {
        let viewController = FeedViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }
    func showProfile() {
        let profile = ProfileCoordinator(parent: self, navigationController: navigationController!)
        childCoordinators.append(profile)
        profile.start()
    }
}

final class ProfileCoordinator: Coordinating {
    let flow: Flow = .profile
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }
    func start() {
        let viewController = ProfileViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: HomeCoordinator?
    func openFeed() { coordinator?.showFeed() }
}

// The feed has a custom Close button, which removes the feed flow and pops to Home.
final class FeedViewController: UIViewController {
    weak var coordinator: FeedCoordinator?
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
    func openProfile() { coordinator?.showProfile() }
    func close() { (coordinator?.parent as? HomeCoordinator)?.removeFeedFlow() }
}

// The profile closes itself with the same recursive removal, asking for `.profile`.
final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
    func close() {
        var root: Coordinating? = coordinator
        while let next = root?.parent { root = next }
        root?.pop(flow: .profile)
        navigationController?.popViewController(animated: true)
    }
}

let window = UIWindow()
let home = HomeCoordinator(navigationController: UINavigationController())
home.start()
window.rootViewController = home.navigationController
window.makeKeyAndVisible()
