// A login view model validating with Publishers.CombineLatest of two @Published fields, finishing its coordinator through a subject
// prelude: uikit

final class LoginViewModel {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isValid = false
    private var cancellables = Set<AnyCancellable>()
    let didLogin = PassthroughSubject<String, Never>()

    var emailPublisher: AnyPublisher<String, Never> { $email.eraseToAnyPublisher() }

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 4 }
            .removeDuplicates()
            .sink { [weak self] valid in self?.isValid = valid; print("valid:", valid) }
            .store(in: &cancellables)
    }

    func login() {
        guard isValid else { print("not valid"); return }
        didLogin.send(email)
    }
    deinit { print("LoginViewModel deinit") }
}

final class LoginCoordinator {
    var viewModel: LoginViewModel?
    var bag = Set<AnyCancellable>()
    var onFinish: (() -> Void)?
    func start() {
        let vm = LoginViewModel()
        vm.didLogin.sink { [weak self] email in
            print("logged in as \(email)")
            self?.onFinish?()
        }.store(in: &bag)
        viewModel = vm
    }
    deinit { print("LoginCoordinator deinit") }
}

var coordinator: LoginCoordinator? = LoginCoordinator()
coordinator?.onFinish = { print("finish"); coordinator = nil }
coordinator?.start()
coordinator?.viewModel?.email = "a@b.c"
coordinator?.viewModel?.login()
coordinator?.viewModel?.password = "secret"
coordinator?.viewModel?.login()
print("end")
