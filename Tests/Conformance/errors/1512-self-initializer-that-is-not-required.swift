// Self() in a class that subclasses may inherit needs a 'required' initializer: swiftc refuses a plain one.
class Coordinator {
    var children: [Coordinator] = []

    init() {}

    func spawnChild() -> Self {
        let child = Self()
        children.append(child)
        return child
    }
}

final class AppCoordinator: Coordinator {}

let app = AppCoordinator()
print(type(of: app.spawnChild()))
