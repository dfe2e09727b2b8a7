// A view-model binding protocol whose extension 'where Self: UIViewController' loads the view and binds, with Input/Output structs
// prelude: uikit
import Foundation
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}
protocol ViewModelBindable: AnyObject {
    associatedtype ViewModel: ViewModelType
    var viewModel: ViewModel! { get set }
    func bindViewModel()
}
extension ViewModelBindable where Self: UIViewController {
    func bind(to model: Self.ViewModel) {
        viewModel = model
        loadViewIfNeeded()
        bindViewModel()
    }
}
final class LoginViewModel: ViewModelType {
    struct Input { let email: String; let password: String; let submit: () -> Void }
    struct Output { let isValid: Bool; let message: String }
    weak var coordinator: LoginCoordinator?
    func transform(input: Input) -> Output {
        let valid = input.email.contains("@") && input.password.count >= 6
        if valid { input.submit(); coordinator?.didLogin(email: input.email) }
        return Output(isValid: valid, message: valid ? "Welcome" : "Check your details")
    }
    deinit { print("LoginViewModel deinit") }
}
final class LoginViewController: UIViewController, ViewModelBindable {
    var viewModel: LoginViewModel!
    var attempts: [(String, String)] = [("bad", "123"), ("a@b.c", "secret1")]
    func bindViewModel() {
        for (email, password) in attempts {
            let output = viewModel.transform(input: .init(email: email, password: password, submit: { print("submitting", email) }))
            print(output.isValid, output.message)
        }
    }
    deinit { print("LoginViewController deinit") }
}
final class LoginCoordinator {
    let navigationController: UINavigationController
    var onFinish: ((String) -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let vm = LoginViewModel()
        vm.coordinator = self
        let vc = LoginViewController()
        navigationController.setViewControllers([vc], animated: false)
        vc.bind(to: vm)
    }
    func didLogin(email: String) { onFinish?(email) }
    deinit { print("LoginCoordinator deinit") }
}
var login: LoginCoordinator? = LoginCoordinator(navigationController: UINavigationController())
login?.onFinish = { email in print("logged in:", email) }
login?.start()
login = nil
print("end")
