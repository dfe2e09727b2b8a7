// An app coordinator finds a running child by type with childCoordinators.lazy.compactMap { $0 as? T }.first before starting a new one, and frees finished children
// prelude: uikit
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    let userID: Int
    init(navigationController: UINavigationController, userID: Int) {
        self.navigationController = navigationController
        self.userID = userID
    }
    func start() {
        let screen = UIViewController()
        screen.title = "Profile \(userID)"
        navigationController.pushViewController(screen, animated: false)
    }
    deinit { print("ProfileCoordinator \(userID) deinit") }
}

final class SearchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() { print("search started") }
    deinit { print("SearchCoordinator deinit") }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController(rootViewController: UIViewController())
    func start() { showSearch() }

    func showSearch() {
        let search = SearchCoordinator()
        childCoordinators.append(search)
        search.start()
    }

    func showProfile(userID: Int) {
        if let running = childCoordinators.lazy.compactMap({ $0 as? ProfileCoordinator }).first(where: { $0.userID == userID }) {
            print("profile \(running.userID) already shown")
            return
        }
        let child = ProfileCoordinator(navigationController: navigationController, userID: userID)
        childCoordinators.append(child)
        child.start()
        print("stack: \(navigationController.viewControllers.compactMap(\.title))")
    }

    func finishProfiles() {
        childCoordinators.removeAll { $0 is ProfileCoordinator }
        navigationController.popToRootViewController(animated: false)
    }
    deinit { print("AppCoordinator deinit") }
}

let app = AppCoordinator()
app.start()
app.showProfile(userID: 1)
app.showProfile(userID: 1)
app.showProfile(userID: 2)
let hasSearch = app.childCoordinators.lazy.contains { $0 is SearchCoordinator }
let firstProfile = app.childCoordinators.lazy.compactMap { $0 as? ProfileCoordinator }.first
print("search running: \(hasSearch), first profile: \(firstProfile?.userID ?? 0)")
app.finishProfiles()
print("profiles finished, children: \(app.childCoordinators.count)")
