// removeObserver releases the block at once, and with it what the block captured; the token itself may live on.
// prelude: uikit

extension Notification.Name {
    static let cartChanged = Notification.Name("cartChanged")
}

final class Badge {
    deinit { print("Badge deinit") }
}

var badge: Badge? = Badge()
let token = NotificationCenter.default.addObserver(forName: .cartChanged, object: nil, queue: .main) { [badge] _ in
    print("update badge: \(badge != nil)")
}
badge = nil
NotificationCenter.default.post(name: .cartChanged, object: nil)
print("-- remove")
NotificationCenter.default.removeObserver(token)
print("-- removed; posting again")
NotificationCenter.default.post(name: .cartChanged, object: nil)
print("-- done")
