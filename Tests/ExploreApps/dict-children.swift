// Children kept in a dictionary keyed by an enum: opening a flow stores its coordinator
// under the flow's key, replacing any coordinator there. The detail flow removes itself
// through a closure its parent gives it, called by the screen's Done button only: after
// :back or an edge swipe the detail coordinator stays in the dictionary (abandoned), but
// opening the detail again replaces it, so there is never more than one (no growth).
enum Flow: Hashable {
    case detail, help
}

final class MainCoordinator {
    var children: [Flow: AnyObject] = [:]
    let navigationController = UINavigationController()

    func start() {
        let main = MainViewController()
        main.coordinator = self
        navigationController.pushViewController(main, animated: false)
    }
    func showDetail() {
        let detail = DetailCoordinator(navigationController: navigationController)
        detail.onFinish = { [weak self] in
            self?.children[.detail] = nil
        }
        children[.detail] = detail
        detail.start()
    }
    func showHelp() {
        let help = HelpCoordinator(navigationController: navigationController)
        help.onFinish = { [weak self] in
            self?.children.removeValue(forKey: .help)
        }
        children[.help] = help
        help.start()
    }
}

final class DetailCoordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let screen = DetailViewController()
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }
    func done() {
        navigationController.popViewController(animated: true)
        onFinish?()
    }
    deinit { print("DetailCoordinator deinit") }
}

final class HelpCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let screen = HelpViewController()
        screen.coordinator = self
        navigationController.present(screen, animated: true)
        screen.presentationController?.delegate = self
    }
    func close() {
        navigationController.dismiss(animated: true)
        onFinish?()
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
    deinit { print("HelpCoordinator deinit") }
}

final class MainViewController: UIViewController {
    weak var coordinator: MainCoordinator?
    func openDetail() { coordinator?.showDetail() }
    func openHelp() { coordinator?.showHelp() }
}

final class DetailViewController: UIViewController {
    weak var coordinator: DetailCoordinator?
    func done() { coordinator?.done() }
}

final class HelpViewController: UIViewController {
    weak var coordinator: HelpCoordinator?
    func close() { coordinator?.close() }
}

let window = UIWindow()
let main = MainCoordinator()
main.start()
window.rootViewController = main.navigationController
window.makeKeyAndVisible()
