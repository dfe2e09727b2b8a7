// combineLatest pairs the latest values of two @Published fields once both have one; a form's sink with [weak self] lets the screen go, and cancelling ends both subscriptions.
// prelude: uikit

final class SignUpViewModel {
    @Published var email = ""
    @Published var password = ""
    var isValid: AnyPublisher<Bool, Never> {
        $email.combineLatest($password)
            .map { email, password in email.contains("@") && password.count >= 6 }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
    deinit { print("SignUpViewModel deinit") }
}

final class SignUpScreen {
    let viewModel = SignUpViewModel()
    var submitEnabled = false
    var token: AnyCancellable?
    init() {
        token = viewModel.isValid.sink { [weak self] valid in
            self?.submitEnabled = valid
            print("submit enabled:", valid)
        }
    }
    deinit { print("SignUpScreen deinit") }
}

var screen: SignUpScreen? = SignUpScreen()
screen!.viewModel.email = "ada"
screen!.viewModel.email = "ada@example.com"
screen!.viewModel.password = "secret"
screen!.viewModel.password = "secret!"
screen!.viewModel.password = "no"
let pairs = PassthroughSubject<Int, Never>()
let names = PassthroughSubject<String, Never>()
var last = ""
let joined = pairs.combineLatest(names).sink { n, s in last = "\(s)\(n)" }
pairs.send(1)
names.send("a")
pairs.send(2)
print(last)
joined.cancel()
names.send("b")
print(last)
screen = nil
print("-- end")
