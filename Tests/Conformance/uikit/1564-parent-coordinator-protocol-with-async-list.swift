// A parent-coordinator protocol with default methods (startChild wires onFinish with [weak self]), generic closure typealiases and default closures, and a table screen whose async view model is loaded by a Task with [weak self] under a refresh control: finishing the child removes it, and the list dies with its coordinator.
// prelude: uikit
typealias SingleResultWithReturn<T, ReturnType> = ((T) -> ReturnType)
typealias SingleResult<T> = SingleResultWithReturn<T, Void>
typealias EmptyResult<ReturnType> = () -> ReturnType
typealias VoidResult = EmptyResult<Void>
struct DefaultClosure {
    static func voidResult() -> VoidResult { {} }
    static func singleResult<T>() -> SingleResult<T> { { _ in } }
}
protocol Coordinator: AnyObject {
    var onFinish: SingleResult<Coordinator>? { get set }
    func start()
}
extension Coordinator {
    func finished() { onFinish?(self) }
}
protocol CoordinatorDelegate: AnyObject { func didFinish(_ coordinator: Coordinator) }
protocol ServicesProtocol { var videoAPI: VideoListAPI { get } }
struct Video: Equatable { let title: String }
protocol VideoListAPI { func getVideoList() async throws -> [Video] }
struct StubVideoAPI: VideoListAPI {
    func getVideoList() async throws -> [Video] { [Video(title: "ARC"), Video(title: "MVVM-C")] }
}
struct AppServices: ServicesProtocol { let videoAPI: VideoListAPI = StubVideoAPI() }
protocol ParentCoordinator: Coordinator, CoordinatorDelegate {
    var services: ServicesProtocol { get }
    var children: [Coordinator] { get set }
}
extension ParentCoordinator {
    func startChild(_ coordinator: Coordinator) {
        addChild(coordinator)
        coordinator.start()
        coordinator.onFinish = { [weak self] c in self?.didFinish(c) }
    }
    func addChild(_ child: Coordinator) { children.append(child) }
    func removeChild(_ child: Coordinator) { children.removeAll { $0 === child } }
    func didFinish(_ coordinator: Coordinator) { removeChild(coordinator) }
}
class NavigationCoordinator: NSObject, ParentCoordinator {
    var onFinish: ((Coordinator) -> Void)?
    private(set) var navigation: UINavigationController
    let services: ServicesProtocol
    var children: [Coordinator] = []
    init(services: ServicesProtocol, navigation: UINavigationController = UINavigationController()) {
        self.services = services
        self.navigation = navigation
        super.init()
    }
    func start() {}
}
protocol ListViewModel {
    var items: [Video] { get }
    @discardableResult func fetchItems() async throws -> [Video]
}
final class YoutubeVidListViewModel: ListViewModel {
    let api: VideoListAPI
    var items: [Video] = []
    init(api: VideoListAPI) { self.api = api }
    @discardableResult func fetchItems() async throws -> [Video] { try await api.getVideoList() }
    deinit { print("deinit YoutubeVidListViewModel") }
}
final class ListTableController: UITableViewController {
    var viewModel: ListViewModel!
    var onSelect: SingleResult<Video> = DefaultClosure.singleResult()
    override func viewDidLoad() {
        super.viewDidLoad()
        let refreshControl = UIRefreshControl()
        self.refreshControl = refreshControl
        refreshData()
    }
    func reloadItems(_ items: [Video] = []) { print("reload \(items.map { $0.title })"); tableView.reloadData() }
    func refreshData() {
        self.refreshControl?.beginRefreshing()
        Task { [weak self] in
            do {
                let items = try await self?.viewModel.fetchItems()
                do {
                    self?.reloadItems(items ?? [])
                    self?.refreshControl?.endRefreshing()
                }
            } catch {
                print("error \(error)")
            }
        }
    }
    deinit { print("deinit ListTableController") }
}
final class VideoCoordinator: NavigationCoordinator {
    let video: Video
    init(video: Video, services: ServicesProtocol, navigation: UINavigationController) {
        self.video = video
        super.init(services: services, navigation: navigation)
    }
    override func start() { navigation.pushViewController(UIViewController(), animated: true) }
    deinit { print("deinit VideoCoordinator \(video.title)") }
}
final class ListCoordinator: NavigationCoordinator {
    override func start() {
        let vc = ListTableController()
        vc.viewModel = YoutubeVidListViewModel(api: services.videoAPI)
        vc.onSelect = { [unowned self] video in
            startChild(VideoCoordinator(video: video, services: services, navigation: navigation))
        }
        navigation.pushViewController(vc, animated: true)
    }
    deinit { print("deinit ListCoordinator") }
}
let window = UIWindow()
var list: ListCoordinator? = ListCoordinator(services: AppServices())
window.rootViewController = list!.navigation
window.makeKeyAndVisible()
list!.start()
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
(list!.navigation.topViewController as? ListTableController)?.onSelect(Video(title: "ARC"))
print("children \(list!.children.count)")
(list!.children.first as? VideoCoordinator)?.finished()
print("children \(list!.children.count)")
window.rootViewController = nil
list = nil
print("end")
