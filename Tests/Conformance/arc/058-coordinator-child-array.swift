// ARC: child-coordinator array with weak parent and weak VC->coordinator: popping the screen frees it, the child lingers until removed
class ViewController {
    let title: String
    weak var coordinator: LoginCoordinator?
    init(_ title: String) { self.title = title }
    deinit { print("deinit VC \(title)") }
}

class NavigationController {
    var viewControllers: [ViewController] = []
    func push(_ vc: ViewController) { viewControllers.append(vc) }
    func pop() { viewControllers.removeLast() }
}

class LoginCoordinator {
    weak var parent: AppCoordinator?
    let nav: NavigationController
    init(nav: NavigationController) { self.nav = nav }
    deinit { print("deinit LoginCoordinator") }
    func start() {
        let vc = ViewController("login")
        vc.coordinator = self
        nav.push(vc)
    }
    func didFinish() { parent?.childDidFinish(self) }
}

class AppCoordinator {
    var childCoordinators: [LoginCoordinator] = []
    let nav = NavigationController()
    func startLogin() {
        let child = LoginCoordinator(nav: nav)
        child.parent = self
        childCoordinators.append(child)
        child.start()
    }
    func childDidFinish(_ child: LoginCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

let app = AppCoordinator()
app.nav.push(ViewController("root"))
app.startLogin()
print("stack \(app.nav.viewControllers.count), children \(app.childCoordinators.count)")
app.nav.pop()
print("popped: children still \(app.childCoordinators.count) (abandoned)")
app.childCoordinators[0].didFinish()
print("children \(app.childCoordinators.count)")
app.startLogin()
app.nav.viewControllers.last?.coordinator?.didFinish()
print("finished before pop, stack \(app.nav.viewControllers.count)")
app.nav.pop()
print("end")
