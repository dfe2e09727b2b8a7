// ERRORS: a subclass of BaseCoordinator<Void> overriding start(completion:) with a () -> Void completion overrides nothing, in swiftc's words
class BaseCoordinator<ResultType> {
    var children: [AnyObject] = []
    func start(completion: @escaping (ResultType) -> Void) {
        fatalError("start must be overridden")
    }
    deinit { print("BaseCoordinator deinit") }
}
final class LoginCoordinator: BaseCoordinator<Void> {
    let name = "login"
    override func start(completion: @escaping () -> Void) {
        print("start", name)
        completion()
    }
}
let login = LoginCoordinator()
login.start { print("finished") }
