// A protocol's typealias (Completion = (Result<User, AuthError>) -> Void) names the type inside each conforming class and its subclasses: completions typed through it take .success and .failure from context, and the escaping closures they capture live until the service calls them.
enum AuthError: Error { case invalidCredentials, offline }
struct User { let name: String }
protocol AuthService: AnyObject {
    typealias Completion = (Result<User, AuthError>) -> Void
    func login(name: String, completion: @escaping Completion)
}
class StubAuthService: AuthService {
    private var pending: [Completion] = []
    func login(name: String, completion: @escaping Completion) {
        pending.append { result in completion(result) }
        if name.isEmpty { finish(with: .failure(.invalidCredentials)) }
    }
    func finish(with result: Result<User, AuthError>) {
        let waiting = pending
        pending = []
        waiting.forEach { $0(result) }
    }
    deinit { print("deinit \(type(of: self))") }
}
final class OfflineAuthService: StubAuthService {
    func failAll() { let fail: Completion = { _ in }; fail(.failure(.offline)); finish(with: .failure(.offline)) }
}
final class LoginScreen {
    let name: String
    init(name: String) { self.name = name }
    func attempt(with service: AuthService) {
        service.login(name: name) { [self] result in
            switch result {
            case .success(let user): print("\(name): welcome \(user.name)")
            case .failure(let error): print("\(name): failed with \(error)")
            }
        }
    }
    deinit { print("deinit LoginScreen \(name)") }
}
let service = StubAuthService()
var screen: LoginScreen? = LoginScreen(name: "ann")
screen?.attempt(with: service)
screen = nil
print("screen dropped, completion still pending")
service.finish(with: .success(User(name: "Ann")))
LoginScreen(name: "").attempt(with: service)
let offline = OfflineAuthService()
LoginScreen(name: "bo").attempt(with: offline)
offline.failAll()
print("end")
