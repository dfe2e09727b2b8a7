// A failable initializer that returns nil before it sets an Optional `let` (which, unlike an Optional `var`, does not start as nil) leaves the object not fully initialized: no deinit runs, the properties already set are released, as swiftc does
final class Router {
    let path: String
    init(_ path: String) { self.path = path }
    deinit { print("router \(path) released") }
}
final class DeepLinkCoordinator {
    let router: Router
    let itemID: String?
    var title: String?
    init?(path: String) {
        router = Router(path)
        guard path.hasPrefix("/") else { return nil }
        itemID = path.count > 1 ? String(path.dropFirst()) : nil
        guard path.count > 2 else { return nil }
        title = "item"
    }
    deinit { print("coordinator \(itemID ?? "-") released") }
}
print(DeepLinkCoordinator(path: "bad") == nil)
print(DeepLinkCoordinator(path: "/") == nil)
if let c = DeepLinkCoordinator(path: "/42") { print("opened", c.itemID ?? "-", c.title ?? "-") }
class BaseFlow {
    let tag: String?
    init?(ok: Bool) {
        if !ok { return nil }
        tag = "flow"
    }
    deinit { print("base flow released") }
}
final class SubFlow: BaseFlow {
    let extra: Router? = Router("extra")
    deinit { print("sub flow released") }
}
print(SubFlow(ok: false) == nil)
print(SubFlow(ok: true)?.tag ?? "-")
