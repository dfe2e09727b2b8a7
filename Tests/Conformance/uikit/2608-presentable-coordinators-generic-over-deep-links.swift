// Presentable coordinators generic over their deep link type, finishing through a closure handed the finished coordinator
// prelude: uikit
protocol Presentable: AnyObject { func toPresentable() -> UIViewController }
protocol FinishableCoordinator: AnyObject {
    var onFinish: ((Self) -> Void)? { get set }
}
class PresentableCoordinator<DeepLinkType>: NSObject, Presentable {
    override init() { super.init() }
    func start() { start(with: nil) }
    func start(with link: DeepLinkType?) {}
    func toPresentable() -> UIViewController { fatalError("must override toPresentable()") }
}
enum ShopLink { case product(Int), cart }
final class ProductScreen: UIViewController {
    let id: Int
    init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit ProductScreen \(id)") }
}
final class ShopCoordinator: PresentableCoordinator<ShopLink>, FinishableCoordinator {
    var onFinish: ((ShopCoordinator) -> Void)?
    private lazy var navigation = UINavigationController(rootViewController: UIViewController())
    override func start(with link: ShopLink?) {
        switch link {
        case .product(let id)?: navigation.pushViewController(ProductScreen(id: id), animated: false)
        case .cart?: print("cart")
        case nil: print("home")
        }
    }
    override func toPresentable() -> UIViewController { navigation }
    func close() { onFinish?(self) }
    deinit { print("deinit ShopCoordinator") }
}
final class AppCoordinator {
    private var children: [Presentable] = []
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func showShop(_ link: ShopLink?) {
        let shop = ShopCoordinator()
        shop.onFinish = { [weak self] finished in
            self?.children.removeAll { $0 === finished }
            self?.window.rootViewController?.dismiss(animated: false)
            print("children \(self?.children.count ?? -1)")
        }
        children.append(shop)
        shop.start(with: link)
        window.rootViewController?.present(shop.toPresentable(), animated: false)
    }
    func shop() -> ShopCoordinator? { children.last as? ShopCoordinator }
    deinit { print("deinit AppCoordinator") }
}
let window = UIWindow()
window.rootViewController = UIViewController()
window.makeKeyAndVisible()
var app: AppCoordinator? = AppCoordinator(window: window)
app?.showShop(.product(3))
app?.shop()?.start(with: .product(4))
app?.shop()?.close()
app?.showShop(nil)
app?.shop()?.start()
app = nil
print("end")
