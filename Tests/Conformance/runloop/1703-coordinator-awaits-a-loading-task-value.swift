// A coordinator starts a loading task, then a second task awaits its value before it pushes the screen: the loaded user lives as long as someone holds the task, the loader goes when the body ends, and leaving before the load finishes frees the coordinator only once both tasks are done.
// prelude: uikit
final class User {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit User \(name)") }
}
final class UserService {
    deinit { print("deinit UserService") }
    func fetch(_ name: String) async -> User {
        try? await Task.sleep(for: .milliseconds(300))
        return User(name: name)
    }
}
final class ProfileViewController: UIViewController {
    let user: User
    init(user: User) { self.user = user; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit ProfileViewController") }
}
final class ProfileCoordinator {
    let navigationController: UINavigationController
    var loading: Task<User, Never>?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    deinit { print("deinit ProfileCoordinator") }
    func start(name: String) {
        let service = UserService()
        let task = Task { await service.fetch(name) }
        loading = task
        Task {
            let user = await task.value
            print("loaded \(user.name), pushing")
            self.navigationController.pushViewController(ProfileViewController(user: user), animated: false)
        }
    }
}
let navigation = UINavigationController(rootViewController: UIViewController())
var coordinator: ProfileCoordinator? = ProfileCoordinator(navigationController: navigation)
coordinator?.start(name: "ann")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("screens:", navigation.viewControllers.count)
coordinator = nil
print("coordinator dropped")
navigation.popViewController(animated: false)
print("popped")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
var early: ProfileCoordinator? = ProfileCoordinator(navigationController: navigation)
early?.start(name: "bo")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
early = nil
print("left before the load finished")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end", navigation.viewControllers.count)
