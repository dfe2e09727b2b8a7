// A selector observer is not retained by the center: the observer is freed when the program lets go, and later posts reach nobody.
// prelude: uikit

extension Notification.Name {
    static let didLogOut = Notification.Name("didLogOut")
}

final class AppCoordinator {
    let name: String
    init(_ name: String) {
        self.name = name
        NotificationCenter.default.addObserver(self, selector: Selector("logOut:"), name: .didLogOut, object: nil)
    }
    func logOut(_ note: Notification) {}
    deinit { print("\(name) deinit") }
}

var coordinator: AppCoordinator? = AppCoordinator("AppCoordinator")
NotificationCenter.default.post(name: .didLogOut, object: nil)
print("-- release it")
coordinator = nil
NotificationCenter.default.post(name: .didLogOut, object: nil)
print("-- done")
