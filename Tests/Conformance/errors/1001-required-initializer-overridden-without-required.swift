// ERRORS: overriding a required initializer needs the required modifier, in swiftc's words, at the init keyword
class Coordinator {
    let name: String

    required init(name: String) {
        self.name = name
    }
}

final class HomeCoordinator: Coordinator {
    override init(name: String) {
        super.init(name: "home/" + name)
    }

    deinit { print("HomeCoordinator deinit") }
}

print(HomeCoordinator(name: "start").name)
