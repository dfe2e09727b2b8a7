// A generic method's requirement (show<S: Screen>) is checked where a call binds it: a coordinator showing a value that is not a Screen is swiftc's error before the run
// expect-error: instance method 'show' requires that 'String' conform to 'Screen'
protocol Screen: AnyObject { var title: String { get } }
final class HomeScreen: Screen {
    let title = "Home"
    deinit { print("HomeScreen deinit") }
}
final class Coordinator {
    var shown: [String] = []
    func show<S: Screen>(_ screen: S) {
        shown.append(screen.title)
        print("showing", screen.title)
    }
}
let coordinator = Coordinator()
coordinator.show(HomeScreen())
print(coordinator.shown)
coordinator.show("Settings")
