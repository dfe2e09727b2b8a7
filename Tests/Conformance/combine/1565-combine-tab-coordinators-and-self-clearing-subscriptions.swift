// Combine-driven tab coordinators (a view model publishing navigation events through a PassthroughSubject made with .init(), coordinators keeping AnyCancellable subscriptions whose sink captures the child strongly and clears itself): the child coordinator lives until its close event arrives on the main queue.
// prelude: uikit
class Coordinator {
    var navigationController: UINavigationController
    private(set) var childCoordinators: [Coordinator] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { fatalError("start() must be overridden") }
    func finish() {}
    func addChildCoordinator(_ coordinator: Coordinator) { childCoordinators.append(coordinator) }
    func removeChild(_ coordinator: Coordinator) { childCoordinators.removeAll { $0 === coordinator } }
}
enum TabBarPages {
    case home, toDoList
    init?(index: Int) {
        switch index {
        case 0: self = .home
        case 1: self = .toDoList
        default: return nil
        }
    }
    func pageNumber() -> Int {
        switch self {
        case .home: return 0
        case .toDoList: return 1
        }
    }
}
final class ToDoListViewModel {
    enum Navigation { case toDetails(Int), toAddNew }
    @Published var tasksData: [String] = []
    private(set) var navigationPublisher: PassthroughSubject<Navigation, Never> = .init()
    func navigateToAddNewTask() { navigationPublisher.send(.toAddNew) }
    func navigateToTaskDetails(taskId: Int) { navigationPublisher.send(.toDetails(taskId)) }
    deinit { print("deinit ToDoListViewModel") }
}
final class ToDoListViewController: UIViewController {
    let viewModel: ToDoListViewModel
    init(viewModel: ToDoListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    deinit { print("deinit ToDoListViewController") }
}
final class NewTaskCoordinator: Coordinator {
    private(set) var closeNewTaskModule = PassthroughSubject<Void, Never>()
    override func start() { navigationController.pushViewController(UIViewController(), animated: true) }
    func close() { navigationController.popViewController(animated: true); closeNewTaskModule.send() }
    deinit { print("deinit NewTaskCoordinator") }
}
final class ToDoListCoordinator: Coordinator {
    private var newTaskCancelSubscription: AnyCancellable?
    private var navigationSubscriber: AnyCancellable?
    override func start() {
        let viewModel = ToDoListViewModel()
        navigationSubscriber = viewModel.navigationPublisher
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { [weak self] type in
                switch type {
                case .toAddNew: self?.routeToAddItem()
                case .toDetails(let id): print("details \(id)")
                }
            })
        navigationController.setViewControllers([ToDoListViewController(viewModel: viewModel)], animated: true)
    }
    override func finish() { newTaskCancelSubscription = nil; navigationSubscriber = nil }
    private func routeToAddItem() {
        let coordinator = NewTaskCoordinator(navigationController: navigationController)
        newTaskCancelSubscription = coordinator.closeNewTaskModule
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.removeChild(coordinator)
                self?.newTaskCancelSubscription = nil
            }
        coordinator.start()
        addChildCoordinator(coordinator)
    }
    deinit { print("deinit ToDoListCoordinator") }
}
final class HomeTabBarCoordinator: Coordinator {
    private var tabBarController = UITabBarController()
    override func start() {
        navigationController.isNavigationBarHidden = true
        let pages: [TabBarPages] = [.home, .toDoList]
        navigationController.setViewControllers([tabBarController], animated: true)
        let controllers: [UINavigationController] = pages.map { prepareViewController(page: $0) }
        tabBarController.setViewControllers(controllers, animated: true)
        tabBarController.selectedIndex = TabBarPages.toDoList.pageNumber()
    }
    func prepareViewController(page: TabBarPages) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        navigationController.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "list.bullet"), tag: page.pageNumber())
        switch page {
        case .home:
            navigationController.viewControllers = [UIViewController()]
            return navigationController
        case .toDoList:
            let coordinator = ToDoListCoordinator(navigationController: navigationController)
            addChildCoordinator(coordinator)
            coordinator.start()
            return coordinator.navigationController
        }
    }
}
let window = UIWindow()
let root = UINavigationController()
window.rootViewController = root
window.makeKeyAndVisible()
let tabs = HomeTabBarCoordinator(navigationController: root)
tabs.start()
let list = tabs.childCoordinators[0] as! ToDoListCoordinator
let listScreen = list.navigationController.viewControllers[0] as! ToDoListViewController
listScreen.viewModel.navigateToAddNewTask()
print("before main queue: \(list.childCoordinators.count)")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("after main queue: \(list.childCoordinators.count)")
(list.childCoordinators.first as? NewTaskCoordinator)?.close()
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("after close: \(list.childCoordinators.count)")
print("index from page: \(TabBarPages(index: 1)?.pageNumber() ?? -1)")
