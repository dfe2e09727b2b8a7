// ERRORS: assigning to a local let declared with its value is refused in swiftc's words (a let declared without one is given it once, which runs)
final class Screen { let title: String; init(_ title: String) { self.title = title } }
func pick(_ wide: Bool) -> String {
    let layout: String
    if wide { layout = "split" } else { layout = "stack" }
    let current = Screen("home")
    current = Screen("detail")
    return layout + current.title
}
print(pick(true))
