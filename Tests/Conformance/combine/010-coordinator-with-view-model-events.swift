// MVVM-C with Combine: a coordinator sinks its view model's events with [weak self]; when the flow ends the screen, view model and subscriptions are freed, and later events go nowhere.
// prelude: uikit

final class LoginViewModel {
    enum Event { case loggedIn(user: String), cancelled }
    let events = PassthroughSubject<Event, Never>()
    func submit(_ user: String) { events.send(.loggedIn(user: user)) }
    deinit { print("LoginViewModel deinit") }
}

final class LoginViewController: UIViewController {
    let viewModel: LoginViewModel
    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    deinit { print("LoginViewController deinit") }
}

final class LoginCoordinator {
    let navigation: UINavigationController
    var cancellables = Set<AnyCancellable>()
    var onFinish: ((String?) -> Void)?
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() {
        let viewModel = LoginViewModel()
        viewModel.events.sink { [weak self] event in
            switch event {
            case .loggedIn(let user): self?.finish(user)
            case .cancelled: self?.finish(nil)
            }
        }.store(in: &cancellables)
        navigation.pushViewController(LoginViewController(viewModel: viewModel), animated: false)
    }
    private func finish(_ user: String?) {
        navigation.popViewController(animated: false)
        cancellables.removeAll()
        onFinish?(user)
    }
    deinit { print("LoginCoordinator deinit") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
var coordinator: LoginCoordinator? = LoginCoordinator(navigation: navigation)
coordinator!.onFinish = { user in print("finished with", user ?? "nobody") }
coordinator!.start()
let screen = navigation.topViewController as! LoginViewController
weak var model = screen.viewModel
model?.submit("ada")
print("-- screens:", navigation.viewControllers.count)
coordinator = nil
print("-- end")
