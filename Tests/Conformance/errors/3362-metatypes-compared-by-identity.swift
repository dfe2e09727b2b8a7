// ERRORS: two metatypes compared with === (no class instances) are refused in swiftc's words
class Coordinator {
    func start() { print("start", type(of: self)) }
}
final class AuthCoordinator: Coordinator {}

let children: [Coordinator] = [Coordinator(), AuthCoordinator()]
for child in children {
    child.start()
    if type(of: child) === AuthCoordinator.self {
        print("found auth")
    }
}
