// `if let _ =`, `guard let _ =` and `while let _ =` test an optional and keep nothing: the value a call made is released before the body runs, and a variable set to nil in the body frees its object at once.
final class Screen {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("deinit \(title)") }
}

final class Coordinator {
    weak var screen: Screen?
    var pending: [Screen] = [Screen("first"), Screen("second")]
    func next() -> Screen? { pending.isEmpty ? nil : pending.removeFirst() }
    func hasScreen() -> Bool {
        guard let _ = screen else { return false }
        return true
    }
}

let coordinator = Coordinator()
var shown: Screen? = Screen("home")
coordinator.screen = shown
if let _ = coordinator.screen {
    shown = nil
    print("in body, screen is \(coordinator.screen == nil ? "gone" : "alive")")
}
print("has screen: \(coordinator.hasScreen())")
if let _ = coordinator.next() { print("took one") }
while let _ = coordinator.next() { print("took another") }
if let _ = coordinator.next() { print("never") } else { print("nothing pending") }
var any: Any = Screen("boxed")
if let _ = any as? Screen, coordinator.pending.isEmpty { print("it is a screen") }
any = 0
print("end")
