// A URL router: handlers registered per host capture their screens weakly or strongly, links are built with URLComponents (path, encoded query items) and matched by host() and path(); removing a handler frees what only it captured.
// prelude: uikit
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    func show(_ items: [URLQueryItem]) { print("\(name) shows", items.map { "\($0.name)=\($0.value ?? "-")" }) }
    deinit { print("deinit \(name)") }
}
final class Router {
    private var handlers: [String: (URL) -> Void] = [:]
    func register(host: String, handler: @escaping (URL) -> Void) { handlers[host] = handler }
    func remove(host: String) { handlers[host] = nil }
    func open(_ url: URL) {
        guard let host = url.host(), let handler = handlers[host] else { print("no route for", url); return }
        handler(url)
    }
    static func link(host: String, path: String, query: [URLQueryItem]) -> URL? {
        var components = URLComponents()
        components.scheme = "shop"
        components.host = host
        components.path = path
        components.queryItems = query
        return components.url
    }
}
let router = Router()
var cart: Screen? = Screen("cart")
let search = Screen("search")
router.register(host: "cart") { [weak cart] url in
    cart?.show(URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? [])
}
router.register(host: "search") { url in
    print("path", url.path(), "decoded", url.path(percentEncoded: false))
    search.show(URLComponents(string: url.absoluteString)?.queryItems ?? [])
}
let links = [
    Router.link(host: "cart", path: "/items", query: [URLQueryItem(name: "coupon", value: "SAVE 10%"), URLQueryItem(name: "gift", value: nil)]),
    Router.link(host: "search", path: "/red shoes", query: [URLQueryItem(name: "q", value: "a&b=c"), .init(name: "page", value: "2")]),
    Router.link(host: "help", path: "", query: []),
    Router.link(host: "search", path: "no-slash", query: []),
]
for link in links {
    if let link { print(link); router.open(link) } else { print("no link") }
}
cart = nil
print("cart released")
router.remove(host: "search")
print("search handler removed")
