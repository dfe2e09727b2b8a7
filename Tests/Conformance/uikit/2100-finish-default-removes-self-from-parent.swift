// A film catalogue: each coordinator knows its parent, and finish() from a protocol extension removes it from the parent's children; the detail flow finishes on pop
// prelude: uikit
protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        parentCoordinator?.childCoordinators.removeAll { $0 === self }
        print("\(type(of: self)) finished, parent has \(parentCoordinator?.childCoordinators.count ?? -1)")
    }
}

final class FilmListViewController: UIViewController {
    var onSelect: ((String) -> Void)?
    func tap(_ film: String) { onSelect?(film) }
    deinit { print("FilmListViewController deinit") }
}

final class FilmDetailViewController: UIViewController {
    let film: String
    var onClose: (() -> Void)?
    init(film: String) { self.film = film; super.init(nibName: nil, bundle: nil); title = film }
    required init?(coder: NSCoder) { fatalError() }
    func close() { onClose?() }
    deinit { print("FilmDetailViewController \(film) deinit") }
}

final class FilmDetailCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    let navigation: UINavigationController
    let film: String
    init(navigation: UINavigationController, film: String) { self.navigation = navigation; self.film = film }
    func start() {
        let screen = FilmDetailViewController(film: film)
        screen.onClose = { [weak self] in
            self?.navigation.popViewController(animated: true)
            self?.finish()
        }
        navigation.pushViewController(screen, animated: true)
    }
    deinit { print("FilmDetailCoordinator \(film) deinit") }
}

final class CatalogueCoordinator: Coordinator {
    var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    let navigation = UINavigationController()
    func start() {
        let list = FilmListViewController()
        list.onSelect = { [unowned self] film in
            let child = FilmDetailCoordinator(navigation: navigation, film: film)
            child.parentCoordinator = self
            childCoordinators.append(child)
            child.start()
        }
        navigation.setViewControllers([list], animated: false)
    }
    deinit { print("CatalogueCoordinator deinit") }
}

var catalogue: CatalogueCoordinator? = CatalogueCoordinator()
catalogue?.start()
(catalogue?.navigation.viewControllers.first as? FilmListViewController)?.tap("Alien")
print("top: \(catalogue?.navigation.topViewController?.title ?? "-")")
(catalogue?.navigation.topViewController as? FilmDetailViewController)?.close()
print("after close: \(catalogue?.navigation.viewControllers.count ?? 0) screens")
(catalogue?.navigation.viewControllers.first as? FilmListViewController)?.tap("Heat")
catalogue?.finish()
catalogue = nil
print("end")
