// A coordinator that observes with [weak self] and removes its token in deinit: released as soon as its parent lets go, and the center drops the block with it.
// prelude: uikit

extension Notification.Name {
    static let userDidLogOut = Notification.Name("userDidLogOut")
}

final class Capture {
    deinit { print("Capture deinit") }
}

final class SettingsCoordinator {
    var token: NSObjectProtocol?
    init() {
        let capture = Capture()
        token = NotificationCenter.default.addObserver(forName: .userDidLogOut, object: nil, queue: .main) { [weak self] _ in
            _ = capture
            self?.finish()
        }
    }
    func finish() { print("SettingsCoordinator finish") }
    deinit {
        print("SettingsCoordinator deinit")
        if let token = token {
            NotificationCenter.default.removeObserver(token)
        }
    }
}

final class AppCoordinator {
    var children: [SettingsCoordinator] = []
    deinit { print("AppCoordinator deinit") }
}

let app = AppCoordinator()
app.children.append(SettingsCoordinator())
NotificationCenter.default.post(name: .userDidLogOut, object: nil)
print("-- remove the child")
app.children.removeAll()
NotificationCenter.default.post(name: .userDidLogOut, object: nil)
print("-- done")
