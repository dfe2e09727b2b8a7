// LANG: protocol extensions provide default methods; requirements dispatch dynamically, extension-only methods statically
protocol Coordinator: AnyObject {
    var name: String { get }
    func start()
    func finish()
}

extension Coordinator {
    func finish() { print("default finish of \(name)") }
    func describe() -> String { return "Coordinator(\(name))" }
    func startAndFinish() {
        start()
        finish()
    }
}

class AppCoordinator: Coordinator {
    let name = "app"
    func start() { print("app starts") }
}

class LoginCoordinator: Coordinator {
    let name = "login"
    func start() { print("login starts") }
    func finish() { print("login has its own finish") }
    func describe() -> String { return "LoginCoordinator's own describe" }
}

let coordinators: [Coordinator] = [AppCoordinator(), LoginCoordinator()]
for c in coordinators {
    c.startAndFinish()
    print(c.describe())
}
let login = LoginCoordinator()
login.finish()
print(login.describe())
let existential: Coordinator = login
print(existential.describe())
