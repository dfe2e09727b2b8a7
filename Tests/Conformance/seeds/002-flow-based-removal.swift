// Checks seed 002 (002_06319058ffd2d0ff.txt, flow-based removal): each coordinator carries a Flow tag and pop(flow:) recurses through childCoordinators, but its filter drops `.profile` whatever flow is asked for: removeFeedFlow() frees the Profile flow (and the Writing flow under it) and leaves the Feed coordinator abandoned after popToRoot; asking for .profile works only by accident.
// prelude: uikit
//
// Written afresh in the shape of the seed. Who holds whom:
//   window -> UINavigationController -> [UITabBarController, FeedViewController, ProfileViewController, WritingViewController]
//   AppCoordinator.navigationController -> navigation (strong; the seed's HomeCoordinator holds it weakly)
//   every coordinator.childCoordinators -> its children (strong), .parent ⇢ its parent (weak)
//   every coordinator.navigationController ⇢ navigation (weak)
//   every view controller.coordinator ⇢ its coordinator (weak)
// The seed shows only Flow, Coordinating, pop(flow:) and HomeCoordinator; the app,
// feed, profile and writing coordinators and their screens are filled in the same shape.

enum Flow {
    case profile
    case home
    case writing
    case tabBar
    case feed
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

// MARK: - App (filled in)

final class AppCoordinator: Coordinating {
    let flow: Flow = .home
    let parent: Coordinating? = nil
    let rootNavigationController: UINavigationController
    var childCoordinators: [Coordinating] = []

    var navigationController: UINavigationController? {
        return rootNavigationController
    }

    init(navigationController: UINavigationController) {
        self.rootNavigationController = navigationController
    }

    func start() {
        let home = HomeCoordinator(parent: self, navigationController: rootNavigationController)
        childCoordinators.append(home)
        home.start()
    }
}

// MARK: - Home (the seed's)

final class HomeCoordinator: Coordinating {
    let flow: Flow = .tabBar

    func start() {
        navigationController?.pushViewController(makeTapBarController(), animated: false)
    }

    func makeTapBarController() -> UITabBarController {
        return .init()
    }

    weak var parent: Coordinating?

    weak var navigationController: UINavigationController?

    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    deinit {
        print("HomeCoordinator deinit")
    }
}

extension HomeCoordinator {
    func removeFeedFlow() {
        pop(flow: .feed)
        navigationController?.popToRootViewController(animated: true)
    }

    func showFeed() {
        let feed = FeedCoordinator(parent: self, navigationController: navigationController!)
        childCoordinators.append(feed)
        feed.start()
    }
}

// MARK: - Feed, Profile, Writing (filled in)

final class FeedCoordinator: Coordinating {
    let flow: Flow = .feed
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    deinit {
        print("FeedCoordinator deinit")
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

    deinit {
        print("ProfileCoordinator deinit")
    }

    func start() {
        let viewController = ProfileViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }

    func showWriting() {
        let writing = WritingCoordinator(parent: self, navigationController: navigationController!)
        childCoordinators.append(writing)
        writing.start()
    }
}

final class WritingCoordinator: Coordinating {
    let flow: Flow = .writing
    weak var parent: Coordinating?
    weak var navigationController: UINavigationController?
    var childCoordinators: [Coordinating] = []

    init(parent: Coordinating, navigationController: UINavigationController) {
        self.parent = parent
        self.navigationController = navigationController
    }

    deinit {
        print("WritingCoordinator deinit")
    }

    func start() {
        let viewController = WritingViewController()
        viewController.coordinator = self
        navigationController?.pushViewController(viewController, animated: true)
    }
}

final class FeedViewController: UIViewController {
    weak var coordinator: FeedCoordinator?
    deinit {
        print("FeedViewController deinit")
    }
}

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?
    deinit {
        print("ProfileViewController deinit")
    }
}

final class WritingViewController: UIViewController {
    weak var coordinator: WritingCoordinator?
    deinit {
        print("WritingViewController deinit")
    }
}

// MARK: - The journey

func describe(_ coordinator: Coordinating, _ indent: String) {
    print("\(indent)\(type(of: coordinator)) (\(coordinator.flow))")
    for child in coordinator.childCoordinators {
        describe(child, indent + "  ")
    }
}

let window = UIWindow()
let navigation = UINavigationController()
let app = AppCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
let home = app.childCoordinators[0] as! HomeCoordinator

print("== 1. Feed -> Profile -> Writing, then removeFeedFlow()")
home.showFeed()
(home.childCoordinators[0] as! FeedCoordinator).showProfile()
(home.childCoordinators[0].childCoordinators[0] as! ProfileCoordinator).showWriting()
describe(app, "   ")
print("-- removeFeedFlow(): pop(flow: .feed), then popToRootViewController")
home.removeFeedFlow()
// The filter compares with .profile, not with `flow`: the Profile coordinator (and the
// Writing coordinator it held) is freed, the Feed coordinator stays in Home's children.
describe(app, "   ")
print("   stack: \(navigation.viewControllers.count)")

print("== 2. Feed -> Profile again, pop(flow: .profile): right only by accident")
home.childCoordinators.removeAll()
home.showFeed()
(home.childCoordinators[0] as! FeedCoordinator).showProfile()
home.pop(flow: .profile)
describe(app, "   ")
print("-- the Profile screen is still on the stack; its coordinator is gone")
print("   ProfileViewController.coordinator is nil: \((navigation.topViewController as! ProfileViewController).coordinator == nil)")
print("-- back twice")
__coordlabBack()
__coordlabBack()
describe(app, "   ")
