// A login flow's view model publishes routes the coordinator sinks; the coordinator is released from its own finish callback
// prelude: uikit
enum LoginRoute { case forgot(email: String), signedIn(User) }
struct User { let name: String }
final class LoginViewModel {
  @Published var email = ""
  @Published private(set) var isValid = false
  let route = PassthroughSubject<LoginRoute, Never>()
  private var bag = Set<AnyCancellable>()
  init() {
    $email.map { $0.contains("@") }.removeDuplicates().sink { [weak self] in self?.isValid = $0 }.store(in: &bag)
  }
  func submit() { guard isValid else { print("invalid"); return }; route.send(.signedIn(User(name: email))) }
  func forgot() { route.send(.forgot(email: email)) }
  deinit { print("LoginViewModel deinit") }
}
final class LoginViewController: UIViewController {
  let viewModel: LoginViewModel
  private var bag = Set<AnyCancellable>()
  init(viewModel: LoginViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.$isValid.sink { valid in print("button enabled:", valid) }.store(in: &bag)
  }
  deinit { print("LoginViewController deinit") }
}
final class LoginCoordinator {
  let nav: UINavigationController
  var onFinish: ((User) -> Void)?
  private var bag = Set<AnyCancellable>()
  init(nav: UINavigationController) { self.nav = nav }
  func start() {
    let vm = LoginViewModel()
    vm.route.sink { [weak self] route in
      switch route {
      case .forgot(let email): print("forgot for", email)
      case .signedIn(let user): self?.onFinish?(user)
      }
    }.store(in: &bag)
    let vc = LoginViewController(viewModel: vm)
    nav.setViewControllers([vc], animated: false)
    vc.loadViewIfNeeded()
  }
  deinit { print("LoginCoordinator deinit") }
}
let nav = UINavigationController()
var coordinator: LoginCoordinator? = LoginCoordinator(nav: nav)
coordinator?.onFinish = { user in print("welcome", user.name); coordinator = nil; nav.setViewControllers([], animated: false) }
coordinator?.start()
let vm = (nav.topViewController as! LoginViewController).viewModel
vm.submit()
vm.email = "a"
vm.email = "a@b"
vm.email = "a@bc"
vm.forgot()
vm.submit()
print("end")
