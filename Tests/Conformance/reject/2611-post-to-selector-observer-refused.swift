// a post a selector observer receives is refused before the program runs: an app's center would call the observer's method, which only the Objective-C runtime can do
// expect-error: does not support posting to an observer added with 'addObserver(_:selector:name:object:)' yet
// expect-line: 22
// prelude: uikit
extension Notification.Name {
    static let sessionExpired = Notification.Name("sessionExpired")
}
final class AccountCoordinator: NSObject {
    private(set) var loggedIn = true
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: Selector("sessionExpired:"), name: .sessionExpired, object: nil)
    }
    private func sessionExpired(_ note: Notification) {
        loggedIn = false
        print("expired")
    }
    deinit { print("deinit AccountCoordinator") }
}
let coordinator = AccountCoordinator()
print(coordinator.loggedIn)
NotificationCenter.default.post(name: Notification.Name.sessionExpired, object: nil)
print(coordinator.loggedIn)
