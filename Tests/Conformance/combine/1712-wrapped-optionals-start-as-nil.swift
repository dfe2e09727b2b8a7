// Wrapped Optional properties written without an initial value (@Published var errorMessage: String?, a wrapper of the program's own) start as nil through init(wrappedValue: nil), publish their changes, and their subscribers go with the view model.
// prelude: uikit
@propertyWrapper
struct Traced {
    private var value: String?
    init(wrappedValue: String?) {
        value = wrappedValue
        print("Traced starts with \(String(describing: wrappedValue))")
    }
    var wrappedValue: String? {
        get { value }
        set { print("Traced set to \(String(describing: newValue))"); value = newValue }
    }
}
final class Session {
    let user: String
    init(user: String) { self.user = user }
    deinit { print("deinit Session \(user)") }
}
final class LoginViewModel {
    @Published private(set) var errorMessage: String?
    @Published var session: Session?
    @Traced var lastEmail: String?
    private var bag = Set<AnyCancellable>()
    init() {
        print("view model made")
        $errorMessage.compactMap { $0 }.sink { print("show error:", $0) }.store(in: &bag)
        $session.sink { print("session:", $0?.user ?? "none") }.store(in: &bag)
    }
    func login(_ email: String, password: String) {
        lastEmail = email
        if password.count < 4 { errorMessage = "Password too short"; return }
        errorMessage = nil
        session = Session(user: email)
    }
    deinit { print("deinit LoginViewModel") }
}
var model: LoginViewModel? = LoginViewModel()
print(model?.errorMessage ?? "no error", model?.lastEmail ?? "no email")
model?.login("ann", password: "1")
model?.login("ann", password: "secret")
model = nil
print("end")
