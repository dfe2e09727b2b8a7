// Closures all the way: buttons run UIActions, screens report through callbacks that
// their coordinators set, and no screen has a method a tap calls. The compose sheet's
// Send item (a bar button item with a primary action) calls back into its coordinator,
// which keeps the sheet: the callback captures the coordinator strongly, so after Send the
// two keep each other (a leak). Swiping the sheet down tells nobody, so its coordinator
// stays in Home's children (abandoned).
final class HomeViewController: UIViewController {
    var onCompose: (() -> Void)?
    let composeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        composeButton.addAction(UIAction(title: "Compose") { [weak self] _ in self?.onCompose?() }, for: .touchUpInside)
        view.addSubview(composeButton)
    }
}

final class ComposeViewController: UIViewController {
    var onSend: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", primaryAction: UIAction { [weak self] _ in
            self?.onSend?()
        })
    }
}

final class ComposeCoordinator {
    let presenter: UIViewController
    let compose = ComposeViewController()
    var onFinish: ((ComposeCoordinator) -> Void)?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }
    func start() {
        compose.onSend = {
            self.presenter.dismiss(animated: true)
            self.onFinish?(self)
        }
        presenter.present(UINavigationController(rootViewController: compose), animated: true)
    }
}

final class MainCoordinator {
    let navigationController = UINavigationController()
    var children: [ComposeCoordinator] = []

    func start() {
        let home = HomeViewController()
        home.onCompose = { [weak self] in self?.showCompose() }
        navigationController.viewControllers = [home]
    }
    func showCompose() {
        let child = ComposeCoordinator(presenter: navigationController)
        child.onFinish = { [weak self] finished in self?.children.removeAll { $0 === finished } }
        children.append(child)
        child.start()
    }
}

var window: UIWindow?
let mainFlow = MainCoordinator()
mainFlow.start()
window = UIWindow(frame: UIScreen.main.bounds)
window?.rootViewController = mainFlow.navigationController
window?.makeKeyAndVisible()
