// A router takes Presentable modules (UIViewController made Presentable by an extension), keeps an on-dismiss closure per pushed screen and runs it when the screen is popped; protocol defaults fill animated:
// prelude: uikit
protocol Presentable {
    func toPresent() -> UIViewController
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController { self }
}

protocol RouterType: AnyObject {
    func push(_ module: Presentable, animated: Bool, onPop: (() -> Void)?)
    func popModule(animated: Bool)
    func present(_ module: Presentable, animated: Bool)
    func dismissModule(animated: Bool)
}

extension RouterType {
    func push(_ module: Presentable, onPop: (() -> Void)? = nil) { push(module, animated: true, onPop: onPop) }
    func popModule() { popModule(animated: true) }
    func present(_ module: Presentable) { present(module, animated: true) }
}

final class NavigationRouter: RouterType {
    let navigationController: UINavigationController
    private var completions: [ObjectIdentifier: () -> Void] = [:]
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func push(_ module: Presentable, animated: Bool, onPop: (() -> Void)?) {
        let controller = module.toPresent()
        if let onPop { completions[ObjectIdentifier(controller)] = onPop }
        navigationController.pushViewController(controller, animated: animated)
    }
    func popModule(animated: Bool) {
        guard let popped = navigationController.popViewController(animated: animated) else { return }
        completions.removeValue(forKey: ObjectIdentifier(popped))?()
    }
    func present(_ module: Presentable, animated: Bool) {
        navigationController.present(module.toPresent(), animated: animated)
    }
    func dismissModule(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }
    deinit { print("NavigationRouter deinit, \(completions.count) callbacks left") }
}

final class NoteViewController: UIViewController {
    let note: String
    init(note: String) { self.note = note; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("note \(note) deinit") }
}

final class NotesCoordinator {
    let router: RouterType
    var opened: [String] = []
    init(router: RouterType) { self.router = router }
    func open(_ note: String) {
        opened.append(note)
        router.push(NoteViewController(note: note)) { [weak self] in
            self?.opened.removeAll { $0 == note }
            print("closed \(note), open: \(self?.opened ?? [])")
        }
    }
    func share(_ note: String) { router.present(NoteViewController(note: "share \(note)")) }
    deinit { print("NotesCoordinator deinit") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
var notes: NotesCoordinator? = NotesCoordinator(router: NavigationRouter(navigationController: navigation))
notes?.open("groceries")
notes?.open("ideas")
notes?.share("ideas")
print("presented: \(navigation.presentedViewController != nil)")
notes?.router.dismissModule(animated: false)
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("presented: \(navigation.presentedViewController != nil)")
notes?.router.popModule()
RunLoop.main.run(until: Date().addingTimeInterval(1))
notes = nil
print("screens: \(navigation.viewControllers.count)")
print("end")
