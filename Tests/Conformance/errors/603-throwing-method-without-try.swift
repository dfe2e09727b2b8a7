// ERRORS: a throwing method called without try inside do/catch is refused, in swiftc's words
struct LoginError: Error {}

final class LoginCoordinator {
    deinit { print("LoginCoordinator deinit") }
    func validate(_ name: String) throws -> String {
        if name.isEmpty { throw LoginError() }
        return name
    }
    func submit(_ name: String) {
        do {
            let user = validate(name)
            print("welcome \(user)")
        } catch {
            print("invalid name")
        }
    }
}

LoginCoordinator().submit("kim")
