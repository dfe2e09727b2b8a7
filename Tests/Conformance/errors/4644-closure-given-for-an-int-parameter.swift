// ERRORS: a closure given for a parameter that is not a function (a screen's `init(count:)` handed `{ … }`) is refused in swiftc's words
final class BadgeView {
    let count: Int
    init(count: Int) { self.count = count }
}
let view = BadgeView(count: { 3 })
print(view.count)
