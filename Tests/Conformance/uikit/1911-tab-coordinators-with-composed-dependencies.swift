// Tab coordinators receive a dependency container through a composed `Has…` protocol typealias; the abstract base checks type(of: self) before subclasses start
// prelude: uikit
protocol HasNewsService { var newsService: NewsService { get } }
protocol HasEventsService { var eventsService: EventsService { get } }
typealias TabDependencies = HasNewsService & HasEventsService

final class NewsService { deinit { print("NewsService deinit") } }
final class EventsService { deinit { print("EventsService deinit") } }

final class DependencyContainer: HasNewsService, HasEventsService {
    lazy var newsService = NewsService()
    lazy var eventsService = EventsService()
    deinit { print("DependencyContainer deinit") }
}

class BaseTabCoordinator {
    var childCoordinators: [BaseTabCoordinator] = []
    let navigationController: UINavigationController
    let dependencies: TabDependencies

    init(navigationController: UINavigationController, dependencies: TabDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start(animated: Bool) {
        guard type(of: self) != BaseTabCoordinator.self else {
            print("subclasses start themselves")
            return
        }
        print("\(type(of: self)) starting, animated: \(animated)")
    }
    deinit { print("\(type(of: self)) deinit") }
}

final class NewsCoordinator: BaseTabCoordinator {
    override func start(animated: Bool) {
        super.start(animated: animated)
        _ = dependencies.newsService
        let list = UIViewController()
        list.title = "News"
        navigationController.setViewControllers([list], animated: animated)
    }
}

final class EventsCoordinator: BaseTabCoordinator {
    override func start(animated: Bool) {
        super.start(animated: animated)
        let list = UIViewController()
        list.title = "Events"
        navigationController.viewControllers = [list]
        print("events service shared: \(dependencies.eventsService === (dependencies as? DependencyContainer)?.eventsService)")
    }
}

var container: DependencyContainer? = DependencyContainer()
let tabBarController = UITabBarController()
var tabs: [BaseTabCoordinator] = [
    NewsCoordinator(navigationController: UINavigationController(), dependencies: container!),
    EventsCoordinator(navigationController: UINavigationController(), dependencies: container!),
    BaseTabCoordinator(navigationController: UINavigationController(), dependencies: container!),
]
tabs.forEach { $0.start(animated: false) }
tabBarController.viewControllers = tabs.map(\.navigationController)
print(tabBarController.viewControllers?.compactMap { ($0 as? UINavigationController)?.topViewController?.title } ?? [])
container = nil
print("container dropped")
tabs.removeLast()
tabs.removeAll()
print("tabs removed")
tabBarController.viewControllers = []
print("end")
