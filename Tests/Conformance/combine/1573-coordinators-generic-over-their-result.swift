// A coordinator generic over its result (BaseCoordinator<ResultType> keeping children in a [UUID: Any] by identifier, coordinate(to:) returning the child's publisher with handleEvents freeing it): picking a language dismisses the sheet, delivers the result and frees the child coordinator.
// prelude: uikit
open class BaseCoordinator<ResultType> {
    typealias CoordinationResult = ResultType
    var cancellables = Set<AnyCancellable>()
    private let identifier = UUID()
    private var childCoordinators = [UUID: Any]()
    public init() {}
    private func store<T>(coordinator: BaseCoordinator<T>) { childCoordinators[coordinator.identifier] = coordinator }
    private func free<T>(coordinator: BaseCoordinator<T>) { childCoordinators[coordinator.identifier] = nil }
    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> AnyPublisher<T, Never> {
        store(coordinator: coordinator)
        return coordinator.start()
            .handleEvents(receiveOutput: { [weak self] _ in self?.free(coordinator: coordinator) })
            .eraseToAnyPublisher()
    }
    func start() -> AnyPublisher<ResultType, Never> { fatalError("Start method should be implemented.") }
    var childCount: Int { childCoordinators.count }
}
enum LanguageResult { case language(String), cancel }
final class LanguageListViewController: UIViewController {
    let selected = PassthroughSubject<String, Never>()
    let cancel = PassthroughSubject<Void, Never>()
    deinit { print("deinit LanguageListViewController") }
}
final class LanguageListCoordinator: BaseCoordinator<LanguageResult> {
    private let rootViewController: UIViewController
    init(rootViewController: UIViewController) { self.rootViewController = rootViewController }
    override func start() -> AnyPublisher<LanguageResult, Never> {
        let viewController = LanguageListViewController()
        let navigationController = UINavigationController(rootViewController: viewController)
        let cancel = viewController.cancel.map { _ in LanguageResult.cancel }
        let language = viewController.selected.map { LanguageResult.language($0) }
        rootViewController.present(navigationController, animated: true)
        return cancel.merge(with: language)
            .first()
            .handleEvents(receiveOutput: { [weak self] _ in self?.rootViewController.dismiss(animated: true) })
            .eraseToAnyPublisher()
    }
    deinit { print("deinit LanguageListCoordinator") }
}
final class RepositoryListCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }
    override func start() -> AnyPublisher<Void, Never> {
        let root = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        return Empty<Void, Never>().eraseToAnyPublisher()
    }
    func showLanguageList() {
        let root = (window.rootViewController as! UINavigationController).viewControllers[0]
        coordinate(to: LanguageListCoordinator(rootViewController: root))
            .sink { result in
                switch result {
                case .language(let name): print("picked \(name)")
                case .cancel: print("cancelled")
                }
            }
            .store(in: &cancellables)
    }
}
let window = UIWindow()
let app = RepositoryListCoordinator(window: window)
app.start().sink { _ in }.store(in: &app.cancellables)
app.showLanguageList()
print("children: \(app.childCount)")
let presented = (window.rootViewController?.presentedViewController as? UINavigationController)?.viewControllers.first as? LanguageListViewController
presented?.selected.send("Swift")
print("children: \(app.childCount)")
