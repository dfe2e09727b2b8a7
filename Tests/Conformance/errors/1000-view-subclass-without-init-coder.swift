// ERRORS: a UIView subclass with its own designated initializer must provide UIView's required init?(coder:), in swiftc's words, at the class's closing brace
// prelude: uikit

final class BadgeView: UIView {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }

    deinit { print("BadgeView deinit") }
}

let badge = BadgeView(count: 3)
print(badge.count)
