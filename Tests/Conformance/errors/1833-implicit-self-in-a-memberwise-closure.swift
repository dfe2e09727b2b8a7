// ERRORS: a closure given to a struct's memberwise initializer is stored, so a class member in it needs `self.` (swiftc's words)
struct Row {
    let title: String
    let onSelect: () -> Void
}

final class SettingsCoordinator {
    var opened: [String] = []

    func rows() -> [Row] {
        [
            Row(title: "Profile", onSelect: { self.opened.append("Profile") }),
            Row(title: "Privacy", onSelect: { opened.append("Privacy") }),
        ]
    }
    deinit { print("SettingsCoordinator deinit") }
}

let settings = SettingsCoordinator()
for row in settings.rows() { row.onSelect() }
print(settings.opened)
