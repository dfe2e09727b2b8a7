// TRAP: force-unwrapping a weak delegate after its object was deinitialized traps
// expect-trap: Unexpectedly found nil while unwrapping an Optional value
protocol LoginDelegate: AnyObject {
    func loginDidFinish()
}

class LoginCoordinator: LoginDelegate {
    func loginDidFinish() { print("login finished") }
    deinit { print("deinit LoginCoordinator") }
}

class LoginViewModel {
    weak var delegate: LoginDelegate?
    func submit() { delegate!.loginDidFinish() }
}

let vm = LoginViewModel()
var coordinator: LoginCoordinator? = LoginCoordinator()
vm.delegate = coordinator
vm.submit()
coordinator = nil
vm.submit()
print("never printed")
