// A login flow as real apps write it: text fields with keyboard traits and a weak delegate (the screen), return moving focus by tag, a button's title label styled, the coordinator told when the form is sent
// prelude: uikit
import Foundation

protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didSubmit email: String)
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    weak var delegate: LoginViewControllerDelegate?
    deinit { print("deinit LoginViewController") }

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .username
        emailField.returnKeyType = .next
        emailField.borderStyle = .roundedRect
        emailField.clearButtonMode = .whileEditing
        emailField.tag = 1
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .done
        passwordField.tag = 2
        passwordField.font = .systemFont(ofSize: 15)
        passwordField.textColor = .label
        for field in [emailField, passwordField] {
            field.delegate = self
            view.addSubview(field)
        }
        submitButton.setTitle("Log in", for: .normal)
        submitButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        submitButton.layer.cornerRadius = 8
        view.addSubview(submitButton)
        print("traits:", emailField.keyboardType, emailField.autocapitalizationType, emailField.returnKeyType,
              emailField.borderStyle, passwordField.isSecureTextEntry, passwordField.keyboardType,
              passwordField.autocorrectionType, passwordField.clearButtonMode)
        print("content:", emailField.textContentType == .username, passwordField.textContentType == UITextContentType.password)
        print("button:", submitButton.titleLabel?.text ?? "none")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = view.subviews.first(where: { $0.tag == textField.tag + 1 }) as? UITextField {
            print("return on field \(textField.tag): next is \(next.placeholder ?? "the password")")
        } else {
            submit()
        }
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("ended editing field \(textField.tag)")
    }

    func submit() {
        guard let email = emailField.text, !email.isEmpty, let password = passwordField.text, password.count >= 6 else {
            print("form incomplete")
            return
        }
        delegate?.loginViewController(self, didSubmit: email)
    }
}

final class AuthCoordinator: LoginViewControllerDelegate {
    let navigationController: UINavigationController
    var didAuthenticate: ((String) -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    deinit { print("deinit AuthCoordinator") }

    func start() {
        let login = LoginViewController()
        login.delegate = self
        navigationController.pushViewController(login, animated: false)
    }

    func loginViewController(_ controller: LoginViewController, didSubmit email: String) {
        print("signed in as \(email)")
        navigationController.popViewController(animated: false)
        didAuthenticate?(email)
    }
}

let nav = UINavigationController(rootViewController: UIViewController())
let window = UIWindow(frame: .zero)
window.rootViewController = nav
window.makeKeyAndVisible()
var auth: AuthCoordinator? = AuthCoordinator(navigationController: nav)
auth?.didAuthenticate = { email in print("app knows", email.split(separator: "@").first.map(String.init) ?? "") }
auth?.start()
weak var login = nav.topViewController as? LoginViewController
if let login {
    _ = login.emailField.delegate?.textFieldShouldReturn(login.emailField)
    login.emailField.text = "kim@example.com"
    login.emailField.delegate?.textFieldDidEndEditing(login.emailField)
    print("should begin:", login.passwordField.delegate?.textFieldShouldBeginEditing(login.passwordField) ?? false)
    login.passwordField.text = "short"
    _ = login.passwordField.delegate?.textFieldShouldReturn(login.passwordField)
    login.passwordField.text = "long enough"
    _ = login.passwordField.delegate?.textFieldShouldReturn(login.passwordField)
}
print("login alive:", login != nil, "stack:", nav.viewControllers.count)
auth = nil
print("end")
