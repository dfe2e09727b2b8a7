// ERRORS: an Optional function parameter escapes, so a closure given for it needs `self.` for a class's members (swiftc's words)
final class Alert {
    var actions: [(title: String, handler: (() -> Void)?)] = []
    func addAction(title: String, handler: (() -> Void)? = nil) {
        actions.append((title, handler))
    }
}

final class ProfileCoordinator {
    let alert = Alert()
    var loggedOut = false

    func confirmLogout() {
        alert.addAction(title: "Cancel")
        alert.addAction(title: "Log out") {
            logOut()
        }
    }
    func logOut() { loggedOut = true }
    deinit { print("ProfileCoordinator deinit") }
}

let profile = ProfileCoordinator()
profile.confirmLogout()
profile.alert.actions[1].handler?()
print(profile.loggedOut)
