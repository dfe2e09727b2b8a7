// ERRORS: a @main type in a program that also has top-level code is refused in swiftc's words, at the attribute
final class AppCoordinator {
    func start() { print("start") }
}

@main
struct Launcher {
    static func main() {
        AppCoordinator().start()
    }
}

let extra = AppCoordinator()
extra.start()
