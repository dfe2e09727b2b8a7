// LANG: attributes that change nothing here are accepted on classes, members, functions and parameters (@available, @discardableResult, @IBAction, @IBInspectable, @nonobjc, @inline, @frozen, @escaping, final)
@available(iOS 13.0, *)
final class LoginViewController {
    @IBInspectable var cornerRadius: Int = 4
    @available(*, deprecated, message: "use title")
    var legacyTitle = "old"
    var onLogin: (() -> Void)?

    @IBAction func loginTapped(_ sender: Any) {
        print("login tapped, radius \(cornerRadius)")
        onLogin?()
    }

    @discardableResult
    func validate(_ name: String) -> Bool {
        print("validating \(name)")
        return !name.isEmpty
    }

    @nonobjc @inline(__always) final func reset() { cornerRadius = 0 }

    func bind(_ handler: @escaping () -> Void) { onLogin = handler }
    deinit { print("deinit LoginViewController") }
}

@frozen enum Step { case form, done }

final class Presenter {
    @inline(never) func show(_ step: Step) { print("show \(step)") }
}

@available(iOS, introduced: 13, deprecated: 17)
@discardableResult func start(_ screen: LoginViewController) -> Step {
    screen.validate("kim")
    screen.loginTapped(screen)
    return .done
}

var screen: LoginViewController? = LoginViewController()
screen?.bind { print("logged in") }
start(screen!)
print(start(screen!) == .done, Step.form)
screen?.reset()
print(screen?.cornerRadius ?? -1)
screen = nil
print("end")
