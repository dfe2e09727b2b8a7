// A login form moves the first responder from field to field on return, ends editing on submit, and its coordinator pushes the next screen: the fields' delegate and editing handlers hear it, the pushed-over form resigns, and each object is freed in order
// prelude: uikit
import Foundation

final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    var onSubmit: ((String) -> Void)?
    var edits: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        emailField.placeholder = "Email"
        emailField.tag = 1
        emailField.delegate = self
        emailField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.tag = 2
        passwordField.isSecureTextEntry = true
        passwordField.delegate = self
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            view.addSubview(field)
        }
        view.addSubview(submitButton)
        emailField.addAction(UIAction { [weak self] _ in self?.edits.append("email began") }, for: .editingDidBegin)
        passwordField.addAction(UIAction { [weak self] _ in self?.edits.append("password edit") }, for: .allEditingEvents)
        print("viewDidLoad: in a window?", view.window != nil, "focus:", emailField.becomeFirstResponder())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear: in a window?", view.window != nil, "focus:", emailField.becomeFirstResponder())
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        print("should begin", textField.tag)
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("did begin", textField.tag, textField.isEditing)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        let allowed = textField !== emailField || (textField.text ?? "").contains("@")
        print("should end", textField.tag, allowed)
        return allowed
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("did end", textField.tag)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
            let moved = next.becomeFirstResponder()
            print("moved to", next.tag, moved)
        } else {
            print("ended:", view.endEditing(false))
            onSubmit?(emailField.text ?? "")
        }
        return true
    }

    deinit { print("LoginViewController deinit") }
}

final class WelcomeViewController: UIViewController {
    deinit { print("WelcomeViewController deinit") }
}

final class AuthCoordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = LoginViewController()
        login.onSubmit = { [weak self] email in
            print("submitted", email)
            self?.showWelcome()
        }
        navigationController.setViewControllers([login], animated: false)
    }

    func showWelcome() {
        navigationController.pushViewController(WelcomeViewController(), animated: true)
    }

    deinit { print("AuthCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = UINavigationController()
window.rootViewController = navigation
var coordinator: AuthCoordinator? = AuthCoordinator(navigationController: navigation)
coordinator!.start()
window.makeKeyAndVisible()

weak var login = navigation.viewControllers.first as? LoginViewController
print("first responder:", login!.emailField.isFirstResponder, login!.passwordField.isFirstResponder)
_ = login!.textFieldShouldReturn(login!.emailField)
print("still on email:", login!.emailField.isFirstResponder)
login!.emailField.text = "ana@example.com"
_ = login!.textFieldShouldReturn(login!.emailField)
print("on password:", login!.passwordField.isFirstResponder, login!.emailField.isEditing)
login!.passwordField.resignFirstResponder()
print("after resign:", login!.passwordField.isFirstResponder)
login!.passwordField.becomeFirstResponder()
_ = login!.textFieldShouldReturn(login!.passwordField)
print("edits:", login!.edits)
navigation.popViewController(animated: false)
print("back, focus:", login!.passwordField.becomeFirstResponder())
login!.navigationController?.pushViewController(WelcomeViewController(), animated: false)
print("pushed over, password editing:", login!.passwordField.isFirstResponder, "in a window?", login!.view.window != nil)
print("stack:", navigation.viewControllers.count)
navigation.setViewControllers([UIViewController()], animated: false)
coordinator = nil
print("login freed:", login == nil)
