// A block observer that captures self strongly keeps self alive although the program let go: the center holds the block until removeObserver(token).
// prelude: uikit

extension Notification.Name {
    static let sessionExpired = Notification.Name("sessionExpired")
}

final class ProfileViewModel {
    var token: NSObjectProtocol?
    func observe() {
        token = NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { _ in
            self.reset()
        }
    }
    func reset() { print("ProfileViewModel reset") }
    func stop() {
        if let token = token {
            NotificationCenter.default.removeObserver(token)
        }
        token = nil
    }
    deinit { print("ProfileViewModel deinit") }
}

weak var watcher: ProfileViewModel?
do {
    let model = ProfileViewModel()
    model.observe()
    watcher = model
}
print("-- out of scope; alive: \(watcher != nil)")
NotificationCenter.default.post(name: .sessionExpired, object: nil)
print("-- remove the observer")
watcher?.stop()
print("-- alive: \(watcher != nil)")
NotificationCenter.default.post(name: .sessionExpired, object: nil)
print("-- done")
