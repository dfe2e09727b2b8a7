// A deep-link coordinator reads URLs (host, path components, query items) into enum routes and pushes a flow per link; a link to an unknown host is refused, and popping frees each screen with its child coordinator.
// prelude: uikit
enum DeepLink {
    case profile(id: Int)
    case article(slug: String, tab: String?)
    init?(url: URL) {
        guard url.scheme == "news" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        switch url.host {
        case "profile":
            guard let text = parts.first, let id = Int(text) else { return nil }
            self = .profile(id: id)
        case "article":
            self = .article(slug: url.lastPathComponent, tab: items.first { $0.name == "tab" }?.value)
        default:
            return nil
        }
    }
}
final class LinkViewController: UIViewController {
    let label: String
    weak var coordinator: LinkCoordinator?
    init(label: String) { self.label = label; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit screen \(label)") }
}
final class LinkCoordinator {
    let link: DeepLink
    init(link: DeepLink) { self.link = link }
    deinit { print("deinit coordinator for \(link)") }
}
final class AppCoordinator {
    let navigationController = UINavigationController()
    var children: [ObjectIdentifier: LinkCoordinator] = [:]
    @discardableResult
    func handle(_ url: URL) -> Bool {
        guard let link = DeepLink(url: url) else { print("ignored \(url.absoluteString)"); return false }
        let child = LinkCoordinator(link: link)
        let screen = LinkViewController(label: url.path)
        screen.coordinator = child
        children[ObjectIdentifier(screen)] = child
        navigationController.pushViewController(screen, animated: false)
        print("opened \(link) from \(url)")
        return true
    }
    func popTop() {
        guard let screen = navigationController.popViewController(animated: false) else { return }
        children[ObjectIdentifier(screen)] = nil
    }
}
let app = AppCoordinator()
app.navigationController.viewControllers = [UIViewController()]
for text in ["news://profile/42", "news://article/swift-6?tab=comments&ref=mail", "news://article/arc", "web://profile/1", "news://settings"] {
    if let url = URL(string: text) { app.handle(url) }
}
print(app.navigationController.viewControllers.count, app.children.count)
app.popTop()
app.popTop()
print("after two pops:", app.children.count)
