// A selector observer is not retained by the center: the observer is freed when the program lets go; posts of other names run beside it.
// prelude: uikit

extension Notification.Name {
    static let didLogOut = Notification.Name("didLogOut")
    static let didRefresh = Notification.Name("didRefresh")
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
let token = NotificationCenter.default.addObserver(forName: .didRefresh, object: nil, queue: nil) { _ in print("refreshed") }
NotificationCenter.default.post(name: .didRefresh, object: nil)
print("-- release it")
coordinator = nil
NotificationCenter.default.post(name: .didRefresh, object: nil)
print("-- done")
