// A generic initializer of a plain class (init<S: Screen>(root:)) checks its requirement at the call: an Int root is swiftc's 'initializer 'init(root:)' requires' error
// expect-error: initializer 'init(root:)' requires that 'Int' conform to 'Screen'
protocol Screen: AnyObject { var name: String { get } }
final class ListScreen: Screen {
    let name = "List"
    deinit { print("ListScreen deinit") }
}
final class NavigationStack {
    private(set) var names: [String]
    init<S: Screen>(root: S) {
        names = [root.name]
        print("root", root.name)
    }
    deinit { print("NavigationStack deinit") }
}
var stack: NavigationStack? = NavigationStack(root: ListScreen())
stack = nil
let broken = NavigationStack(root: 42)
