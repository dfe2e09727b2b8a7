// UIKIT: a modal flow run by a child coordinator: presented in a navigation controller with a completion, an alert confirms closing, the coordinator is removed in the dismiss completion and everything it owned dies after
// prelude: uikit

class Coordinator {
    var children: [Coordinator] = []
    func add(_ child: Coordinator) { children.append(child) }
    func remove(_ child: Coordinator) { children.removeAll { $0 === child } }
}
final class Screen: UIViewController {
    let label: String
    var onClose: (() -> Void)?
    init(_ label: String) { self.label = label; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("unused") }
    func closeTapped() {
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            print("discard chosen")
            self?.onClose?()
        })
        present(alert, animated: true)
    }
    deinit { print("deinit Screen \(label)") }
}
final class ComposeCoordinator: Coordinator {
    let navigation = UINavigationController()
    var onDone: ((ComposeCoordinator) -> Void)?
    func start(from presenter: UIViewController) {
        let screen = Screen("compose")
        screen.onClose = { [unowned self] in
            self.navigation.dismiss(animated: true) { print("dismissed"); self.onDone?(self) }
        }
        navigation.setViewControllers([screen], animated: false)
        presenter.present(navigation, animated: true) { print("presented") }
    }
    deinit { print("deinit ComposeCoordinator") }
}
final class AppCoordinator: Coordinator {
    let root = Screen("home")
    func compose() {
        let child = ComposeCoordinator()
        child.onDone = { [weak self] c in self?.remove(c); print("child removed") }
        add(child)
        child.start(from: root)
    }
}
let window = UIWindow()
let app = AppCoordinator()
window.rootViewController = app.root
window.makeKeyAndVisible()
app.compose()
func tapClose() {
    let flow = app.children.first as? ComposeCoordinator
    (flow?.navigation.topViewController as? Screen)?.closeTapped()
}
tapClose()
print(__coordlabTapAlertAction("Keep"), app.children.count)
tapClose()
__coordlabTapAlertAction("Discard")
print("end", app.children.count)