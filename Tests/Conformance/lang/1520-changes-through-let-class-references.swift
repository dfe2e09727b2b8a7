// A 'let' holding a class instance still changes its properties (arrays, structs, counters); deinit order is kept.
struct Stats {
    var opened = 0
    mutating func open() { opened += 1 }
}

final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

final class NavigationCoordinator {
    var stack: [Screen] = []
    var stats = Stats()
    deinit { print("deinit coordinator with", stack.count) }
}

final class AppCoordinator {
    let navigation = NavigationCoordinator()
    deinit { print("deinit app") }
}

func run() {
    let app = AppCoordinator()
    app.navigation.stack.append(Screen("home"))
    app.navigation.stack.append(Screen("detail"))
    app.navigation.stats.open()
    app.navigation.stats.opened += 1
    app.navigation.stack[0] = Screen("start")
    let popped = app.navigation.stack.removeLast()
    print(popped.name, app.navigation.stats.opened)
    for screen in app.navigation.stack {
        print("on stack:", screen.name)
    }
}
run()
print("done")
