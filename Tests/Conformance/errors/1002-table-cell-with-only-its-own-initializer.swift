// ERRORS: a table cell subclass whose only designated initializer is its own cannot be made by a table from its class: the prelude's required initializer is missing, in swiftc's words
// prelude: uikit

final class BadgeCell: UITableViewCell {
    let badge: String

    init(badge: String) {
        self.badge = badge
        super.init(style: .default, reuseIdentifier: "badge")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

let cell = BadgeCell(badge: "new")
print(cell.badge)
