// An erased coordinator made from a subclass of a generic base coordinator: the route type is the base's argument, found through the subclass
protocol Coordinating: AnyObject {
    associatedtype Route
    func navigate(to route: Route)
}
final class AnyCoordinator<Route>: Coordinating {
    private let _navigate: (Route) -> Void
    init<C: Coordinating>(_ c: C) where C.Route == Route { _navigate = { [weak c] in c?.navigate(to: $0) } }
    func navigate(to route: Route) { _navigate(route) }
}
enum ShopRoute: CustomStringConvertible { case list, item(Int), cart(items: [Int]), back
    var description: String {
        switch self {
        case .list: return "list"
        case .item(let id): return "item#\(id)"
        case .cart(let items): return "cart\(items)"
        case .back: return "back"
        }
    }
}
class BaseCoordinator<R>: Coordinating {
    var history: [R] = []
    func navigate(to route: R) { history.append(route); print("\(Self.self) ->", route) }
    deinit { print("deinit \(type(of: self))") }
}
final class ShopCoordinator: BaseCoordinator<ShopRoute> {
    override func navigate(to route: ShopRoute) {
        if case .back = route, !history.isEmpty { history.removeLast(); print("pop to", history.last.map { "\($0)" } ?? "root"); return }
        super.navigate(to: route)
    }
}
var shop: ShopCoordinator? = ShopCoordinator()
let erased = AnyCoordinator(shop!)
erased.navigate(to: .list)
erased.navigate(to: .item(3))
erased.navigate(to: .cart(items: [3, 4]))
erased.navigate(to: .back)
print(shop!.history.map(String.init(describing:)))
print(type(of: erased), type(of: shop!), BaseCoordinator<Int>.self)
shop = nil
erased.navigate(to: .list)
print("end")
