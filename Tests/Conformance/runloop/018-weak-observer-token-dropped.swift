// With [weak self] the observer lets its owner go; dropping the token does not end the registration: the block still runs, and finds nil.
// prelude: uikit

extension Notification.Name {
    static let themeChanged = Notification.Name("themeChanged")
}

final class SettingsScreen {
    var token: NSObjectProtocol?
    init() {
        token = NotificationCenter.default.addObserver(forName: .themeChanged, object: nil, queue: nil) { [weak self] note in
            print("theme changed to \(note.userInfo?["theme"] as? String ?? "?"), screen alive: \(self != nil)")
        }
    }
    deinit { print("SettingsScreen deinit") }
}

var screen: SettingsScreen? = SettingsScreen()
NotificationCenter.default.post(name: .themeChanged, object: nil, userInfo: ["theme": "dark"])
print("-- release the screen (and its token)")
screen = nil
NotificationCenter.default.post(name: .themeChanged, object: nil, userInfo: ["theme": "light"])
print("-- done")
