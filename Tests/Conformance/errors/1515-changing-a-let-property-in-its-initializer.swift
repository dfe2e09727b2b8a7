// An initializer gives a 'let' property its value once; appending to it there is still a change, refused in swiftc's words.
final class Screen {
    let title: String
    init(title: String) { self.title = title }
}

final class StackCoordinator {
    let root: Screen
    let stack: [Screen]
    var log: [String] = []

    init(root: Screen) {
        self.root = root
        stack = [root]
        log.append("start")
        stack.append(Screen(title: "welcome"))
    }
}

let coordinator = StackCoordinator(root: Screen(title: "home"))
print(coordinator.stack.count, coordinator.log)
