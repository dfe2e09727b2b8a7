// ERRORS: a method called on an Optional local without `?` or `!` is refused at the base's last token
final class Screen {
    func reload() { print("reload") }
}
func makeScreen(_ ok: Bool) -> Screen? { ok ? Screen() : nil }
let screen = makeScreen(true)
screen.reload()
