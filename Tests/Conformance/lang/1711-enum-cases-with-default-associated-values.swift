// Routes whose associated values have defaults (case settings(section: String? = nil), case list(page: Int = 1, ...)): a construction may leave any defaulted value out, the defaults are made in order with the written ones, and payload objects die with the routes that hold them.
final class Token {
    let n: Int
    init(_ n: Int) { self.n = n; print("make token", n) }
    deinit { print("deinit token", n) }
}
func label(_ text: String) -> String {
    print("label", text)
    return text
}
enum Route {
    case settings(section: String? = nil)
    case list(page: Int = 1, filter: String = label("all"), token: Token? = nil)
    case detail(_ id: Int, animated: Bool = true)
}
final class Router {
    var history: [Route] = []
    func show(_ route: Route) {
        history.append(route)
        switch route {
        case .settings(let section): print("settings", section ?? "main")
        case .list(let page, let filter, let token): print("list page", page, filter, token?.n ?? 0)
        case .detail(let id, let animated): print("detail", id, animated)
        }
    }
    deinit { print("deinit Router with \(history.count) routes") }
}
var router: Router? = Router()
router?.show(.settings())
router?.show(.settings(section: "privacy"))
router?.show(.list())
router?.show(.list(token: Token(1)))
router?.show(.list(page: 3, token: Token(2)))
router?.show(.list(page: 4, filter: label("new")))
router?.show(.detail(5))
router?.show(Route.detail(6, animated: false))
print(router!.history[2])
router?.history.removeLast(4)
print("trimmed")
router = nil
