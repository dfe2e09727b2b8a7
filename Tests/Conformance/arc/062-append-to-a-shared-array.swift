// ARC: appending to an array whose buffer another variable shares copies it first; each copy holds its elements
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

final class Coordinator {
    var screens: [Screen] = []
}

func run() {
    let coordinator = Coordinator()
    coordinator.screens.append(Screen("home"))
    var saved = coordinator.screens
    coordinator.screens.append(Screen("detail"))
    saved.append(Screen("settings"))
    print(coordinator.screens.map { $0.name }, saved.map { $0.name })
    coordinator.screens.removeAll()
    print("coordinator cleared")
    saved = []
    print("saved cleared")
    var nested = [[Screen("a")]]
    nested[0].append(Screen("b"))
    print(nested[0].count)
}

run()
print("done")
