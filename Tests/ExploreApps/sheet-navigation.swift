// A navigation controller presented as a sheet, with a coordinator of its own that keeps
// it. The cart can push the payment screen inside the sheet; a swipe down on either
// dismisses the whole sheet. The coordinator is the delegate of the cart's presentation
// controller, which UIKit finds through the cart's ancestors (the sheet's navigation
// controller), so presentationControllerDidDismiss finishes the flow and the whole stack
// is released.
final class ShopCoordinator {
    var children: [AnyObject] = []
    let navigationController = UINavigationController()

    func start() {
        let shop = ShopViewController()
        shop.coordinator = self
        navigationController.pushViewController(shop, animated: false)
    }
    func showCheckout() {
        let checkout = CheckoutCoordinator(presenter: navigationController)
        checkout.parent = self
        children.append(checkout)
        checkout.start()
    }
    func didFinish(_ child: AnyObject) {
        children.removeAll { $0 === child }
    }
}

final class CheckoutCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var parent: ShopCoordinator?
    let presenter: UIViewController
    let navigationController = UINavigationController()

    init(presenter: UIViewController) {
        self.presenter = presenter
    }
    func start() {
        let cart = CartViewController()
        cart.coordinator = self
        navigationController.viewControllers = [cart]
        presenter.present(navigationController, animated: true)
        cart.presentationController?.delegate = self
    }
    func showPayment() {
        let payment = PaymentViewController()
        payment.coordinator = self
        navigationController.pushViewController(payment, animated: true)
    }
    func finish() {
        presenter.dismiss(animated: true)
        parent?.didFinish(self)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parent?.didFinish(self)
    }
    deinit { print("CheckoutCoordinator deinit") }
}

final class ShopViewController: UIViewController {
    weak var coordinator: ShopCoordinator?
    func checkout() { coordinator?.showCheckout() }
}

final class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?
    func pay() { coordinator?.showPayment() }
    deinit { print("CartViewController deinit") }
}

final class PaymentViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?
    func confirm() { coordinator?.finish() }
    deinit { print("PaymentViewController deinit") }
}

let window = UIWindow()
let shop = ShopCoordinator()
shop.start()
window.rootViewController = shop.navigationController
window.makeKeyAndVisible()
