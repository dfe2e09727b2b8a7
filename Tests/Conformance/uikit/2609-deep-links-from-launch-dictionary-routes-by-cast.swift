// Deep links built from a launch dictionary, routes as protocol values switched on by cast, a parent handing routes down
// prelude: uikit
protocol Route {}
enum HomeRoute: Route { case feed, post(id: String) }
enum ProfileRoute: Route { case me, settings(section: String?) }
enum DeepLink {
    case home(HomeRoute), profile(ProfileRoute)
    static func build(with dict: [String: AnyObject]?) -> DeepLink? {
        guard let kind = dict?["kind"] as? String else { return nil }
        switch kind {
        case "post": return (dict?["id"] as? String).map { .home(.post(id: $0)) }
        case "settings": return .profile(.settings(section: dict?["section"] as? String))
        default: return nil
        }
    }
}
protocol Coordinator: AnyObject {
    var parent: Coordinator? { get }
    var navigationController: UINavigationController { get }
    func navigate(to route: Route)
}
final class Screen: UIViewController {
    let label: String
    init(_ label: String) { self.label = label; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit Screen \(label)") }
}
final class TabsCoordinator: Coordinator {
    weak var parent: Coordinator?
    let navigationController = UINavigationController()
    let tabBar = UITabBarController()
    private(set) var stacks: [String: UINavigationController] = [:]
    init() {
        let home = UINavigationController(rootViewController: Screen("feed"))
        let profile = UINavigationController(rootViewController: Screen("me"))
        stacks = ["home": home, "profile": profile]
        tabBar.viewControllers = [home, profile]
    }
    func navigate(to route: Route) {
        switch route {
        case let home as HomeRoute:
            tabBar.selectedIndex = 0
            if case .post(let id) = home { stacks["home"]?.pushViewController(Screen("post \(id)"), animated: false) }
            else { stacks["home"]?.popToRootViewController(animated: false) }
        case let profile as ProfileRoute:
            tabBar.selectedIndex = 1
            if case .settings(let section) = profile {
                stacks["profile"]?.pushViewController(Screen("settings \(section ?? "all")"), animated: false)
            }
        default:
            print("unhandled \(route)")
        }
    }
    func handle(_ link: DeepLink) {
        switch link {
        case .home(let r): navigate(to: r)
        case .profile(let r): navigate(to: r)
        }
    }
    deinit { print("deinit TabsCoordinator") }
}
struct UnknownRoute: Route {}
let window = UIWindow()
var tabs: TabsCoordinator? = TabsCoordinator()
window.rootViewController = tabs?.tabBar
window.makeKeyAndVisible()
let launches: [[String: AnyObject]?] = [["kind": "post" as AnyObject, "id": "42" as AnyObject], ["kind": "settings" as AnyObject], nil, ["kind": "post" as AnyObject]]
for launch in launches {
    if let link = DeepLink.build(with: launch) { tabs?.handle(link) } else { print("no link") }
}
tabs?.navigate(to: HomeRoute.feed)
tabs?.navigate(to: UnknownRoute())
print(tabs?.tabBar.selectedIndex ?? -1, tabs?.stacks["profile"]?.viewControllers.count ?? 0)
tabs = nil
window.rootViewController = nil
print("end")
