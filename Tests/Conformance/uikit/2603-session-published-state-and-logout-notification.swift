// An app coordinator observing a session's @Published state and a logout notification, a login screen alerting on failure
// prelude: uikit
enum LoginError: Error { case wrongPassword }
final class Session {
    static let shared = Session()
    @Published private(set) var user: String?
    func login(name: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
        DispatchQueue.main.async {
            if password == "secret" { self.user = name; completion(.success(name)) }
            else { completion(.failure(.wrongPassword)) }
        }
    }
    func logout() {
        user = nil
        NotificationCenter.default.post(name: .didLogout, object: nil)
    }
}
extension Notification.Name { static let didLogout = Notification.Name("didLogout") }
final class LoginViewController: UIViewController {
    var attempt: (String) -> Void = { _ in }
    func show(_ error: LoginError) {
        let alert = UIAlertController(title: "Login failed", message: "\(error)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in print("ok tapped on \(self != nil)") })
        present(alert, animated: false)
    }
    deinit { print("deinit LoginViewController") }
}
final class HomeViewController: UIViewController {
    deinit { print("deinit HomeViewController") }
}
final class AppCoordinator {
    private let window: UIWindow
    private var cancellables = Set<AnyCancellable>()
    private var logoutObserver: NSObjectProtocol?
    init(window: UIWindow) { self.window = window }
    func start() {
        Session.shared.$user
            .map { $0 != nil }
            .removeDuplicates()
            .sink { [weak self] loggedIn in
                print("logged in: \(loggedIn)")
                if loggedIn { self?.showHome() }
            }
            .store(in: &cancellables)
        logoutObserver = NotificationCenter.default.addObserver(forName: .didLogout, object: nil, queue: .main) { [weak self] _ in
            self?.showLogin()
        }
        showLogin()
    }
    private func showLogin() {
        let login = LoginViewController()
        login.attempt = { [weak login] password in
            Session.shared.login(name: "ann", password: password) { result in
                switch result {
                case .success(let name): print("welcome \(name)")
                case .failure(let error): login?.show(error)
                }
            }
        }
        window.rootViewController = login
        window.makeKeyAndVisible()
    }
    private func showHome() {
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
    }
    deinit {
        if let observer = logoutObserver { NotificationCenter.default.removeObserver(observer) }
        print("deinit AppCoordinator")
    }
}
let window = UIWindow()
var app: AppCoordinator? = AppCoordinator(window: window)
app?.start()
(window.rootViewController as? LoginViewController)?.attempt("guess")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
let alert = window.rootViewController?.presentedViewController as? UIAlertController
print(alert?.title ?? "no alert", alert?.actions.count ?? 0)
(window.rootViewController as? LoginViewController)?.attempt("secret")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print(type(of: window.rootViewController!))
Session.shared.logout()
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print(window.rootViewController is LoginViewController)
app = nil
window.rootViewController = nil
print("end")
