// Checks a presented navigation controller with its own stack: the sheet holds the whole flow; swiping it down releases the navigation controller first, then its stack in order; the coordinator learns of it through presentationControllerDidDismiss.
// prelude: uikit

/// Logs its lifecycle under its class name.
class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(type(of: self)) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(type(of: self)) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(type(of: self)) viewDidDisappear")
    }
    deinit {
        print("\(type(of: self)) deinit")
    }
}

final class Home: Screen {}
final class CartList: Screen {}
final class CartDetail: Screen {}

final class SheetNavigation: UINavigationController {
    deinit {
        print("SheetNavigation deinit")
    }
}

final class CartCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    let navigationController = SheetNavigation()
    var onFinish: (() -> Void)?
    deinit {
        print("CartCoordinator deinit")
    }
    func start(from presenter: UIViewController) {
        navigationController.pushViewController(CartList(), animated: false)
        navigationController.presentationController?.delegate = self
        presenter.present(navigationController, animated: true)
    }
    func showDetail() {
        navigationController.pushViewController(CartDetail(), animated: true)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("cart coordinator: didDismiss")
        onFinish?()
    }
}

final class AppCoordinator {
    let home = Home()
    var children: [NSObject] = []
    func showCart() {
        let cart = CartCoordinator()
        cart.onFinish = { [weak self, unowned cart] in
            self?.children.removeAll(where: { $0 === cart })
        }
        children.append(cart)
        cart.start(from: home)
    }
}

let window = UIWindow()
let app = AppCoordinator()
window.rootViewController = app.home
window.makeKeyAndVisible()
print("-- show the cart sheet and push a detail inside it")
app.showCart()
(app.children[0] as! CartCoordinator).showDetail()
for line in __coordlabScreenLines() {
    print(line)
}
print("-- :back inside the sheet pops the detail")
__coordlabBack()
print("-- swipe the sheet down")
__coordlabSwipeDown(cancel: false)
print("children: \(app.children.count)")
