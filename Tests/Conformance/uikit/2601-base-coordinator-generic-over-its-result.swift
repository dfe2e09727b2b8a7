// A coordinator base generic over its result, children kept in [UUID: Any], results handed back through completions
// prelude: uikit
class BaseCoordinator<ResultType> {
    typealias CoordinationResult = ResultType
    private let identifier = UUID()
    private var childCoordinators = [UUID: Any]()
    private func store<T>(coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = coordinator
    }
    private func free<T>(coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = nil
    }
    var childCount: Int { childCoordinators.count }
    func coordinate<T>(to coordinator: BaseCoordinator<T>, completion: @escaping (T) -> Void) {
        store(coordinator: coordinator)
        coordinator.start { [weak self, weak coordinator] result in
            if let coordinator = coordinator { self?.free(coordinator: coordinator) }
            completion(result)
        }
    }
    func start(completion: @escaping (ResultType) -> Void) {
        fatalError("start(completion:) must be overridden")
    }
}
enum LanguageResult { case language(String), cancel }
final class LanguageListController: UIViewController {
    var onPick: ((String) -> Void)?
    var onCancel: (() -> Void)?
    deinit { print("deinit LanguageListController") }
}
final class LanguageCoordinator: BaseCoordinator<LanguageResult> {
    private weak var presenter: UIViewController?
    init(presenter: UIViewController) { self.presenter = presenter }
    override func start(completion: @escaping (CoordinationResult) -> Void) {
        let list = LanguageListController()
        let nav = UINavigationController(rootViewController: list)
        list.onPick = { [weak presenter] name in
            presenter?.dismiss(animated: false) { completion(.language(name)) }
        }
        list.onCancel = { [weak presenter] in
            presenter?.dismiss(animated: false)
            completion(.cancel)
        }
        presenter?.present(nav, animated: false)
    }
    deinit { print("deinit LanguageCoordinator") }
}
final class RepositoryListController: UIViewController {
    var language = "Swift" { didSet { print("showing \(language)") } }
    var onChooseLanguage: (() -> Void)?
    deinit { print("deinit RepositoryListController") }
}
final class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    private lazy var list = RepositoryListController()
    init(window: UIWindow) { self.window = window }
    override func start(completion: @escaping (Void) -> Void) {
        let nav = UINavigationController(rootViewController: list)
        list.onChooseLanguage = { [unowned self] in self.chooseLanguage() }
        window.rootViewController = nav
        window.makeKeyAndVisible()
    }
    private func chooseLanguage() {
        let child = LanguageCoordinator(presenter: list.navigationController!)
        coordinate(to: child) { [weak self] result in
            switch result {
            case .language(let name): self?.list.language = name
            case .cancel: print("cancelled")
            }
            print("children: \(self?.childCount ?? -1)")
        }
        print("children while shown: \(childCount)")
    }
    deinit { print("deinit AppCoordinator") }
}
func picker(in window: UIWindow) -> LanguageListController? {
    let nav = window.rootViewController?.presentedViewController as? UINavigationController
    return nav?.topViewController as? LanguageListController
}
let window = UIWindow()
var app: AppCoordinator? = AppCoordinator(window: window)
app?.start { print("never") }
let root = (window.rootViewController as? UINavigationController)?.topViewController as? RepositoryListController
root?.onChooseLanguage?()
picker(in: window)?.onPick?("Rust")
root?.onChooseLanguage?()
picker(in: window)?.onCancel?()
print(window.rootViewController?.presentedViewController == nil)
app = nil
window.rootViewController = nil
print("end")
