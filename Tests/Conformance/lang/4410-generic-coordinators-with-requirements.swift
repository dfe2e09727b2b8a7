// Generic coordinators, routers and screens whose requirements hold (methods, static factories, initializers, where clauses, written and inferred arguments) run with their deinits
protocol Route: Equatable { var path: String { get } }
protocol Screen: AnyObject { var title: String { get } }
enum ShopRoute: Route {
    case list, detail(Int)
    var path: String {
        switch self {
        case .list: return "/shop"
        case .detail(let id): return "/shop/\(id)"
        }
    }
}
final class ProductScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
    deinit { print("ProductScreen deinit", title) }
}
final class Router<R> where R: Route {
    private(set) var stack: [R] = []
    init<S: Screen>(root: R, screen: S) {
        stack = [root]
        print("root", root.path, "on", screen.title)
    }
    func push(_ route: R) { if stack.last != route { stack.append(route) } }
    static func describe<T: Route>(_ route: T) -> String { "route " + route.path }
    deinit { print("Router deinit", stack.map(\.path)) }
}
final class Coordinator<R: Route, S: Screen> {
    let router: Router<R>
    var screens: [S] = []
    init(router: Router<R>) { self.router = router }
    func show<T: Screen>(_ screen: T, for route: R) where T: AnyObject {
        router.push(route)
        print("show", screen.title, "at", route.path)
    }
    deinit { print("Coordinator deinit", screens.count) }
}
struct Tagged<Value: Equatable> { let value: Value; let tag: String }
var coordinator: Coordinator<ShopRoute, ProductScreen>? =
    Coordinator(router: Router(root: .list, screen: ProductScreen(title: "Shop")))
coordinator?.screens.append(ProductScreen(title: "Shoes"))
coordinator?.show(ProductScreen(title: "Hats"), for: .detail(3))
coordinator?.show(ProductScreen(title: "Hats"), for: .detail(3))
print(Router<ShopRoute>.describe(ShopRoute.detail(9)))
let tag = Tagged(value: ShopRoute.list, tag: "start")
let written: Tagged<Int> = Tagged(value: 4, tag: "four")
print(tag.value.path, written.value, written.tag)
coordinator = nil
print("done")
