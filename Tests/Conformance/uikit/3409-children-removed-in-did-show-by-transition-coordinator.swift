// Children removed when their screen is popped, found through the navigation controller's transition coordinator in didShow
// prelude: uikit
class Coordinator { var children: [Coordinator] = []; func start() {} 
  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in children.enumerated() {
      if coordinator === child { children.remove(at: index); break }
    }
  }
}
final class MainCoordinator: Coordinator, UINavigationControllerDelegate {
  let nav: UINavigationController
  init(nav: UINavigationController) { self.nav = nav }
  override func start() {
    nav.delegate = self
    let vc = HomeVC(); vc.coordinator = self
    nav.pushViewController(vc, animated: false)
  }
  func buy() { let c = BuyCoordinator(nav: nav); c.parent = self; children.append(c); c.start() }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
    if navigationController.viewControllers.contains(from) { return }
    if let buy = from as? BuyVC { childDidFinish(buy.coordinator) }
  }
  deinit { print("main deinit") }
}
final class BuyCoordinator: Coordinator {
  weak var parent: MainCoordinator?
  let nav: UINavigationController
  init(nav: UINavigationController) { self.nav = nav }
  override func start() { let vc = BuyVC(); vc.coordinator = self; nav.pushViewController(vc, animated: true) }
  deinit { print("buy coordinator deinit") }
}
class HomeVC: UIViewController { weak var coordinator: MainCoordinator? 
  override func viewDidLoad() { super.viewDidLoad(); title = "Home"; view.backgroundColor = .white }
  deinit { print("home deinit") } }
class BuyVC: UIViewController { weak var coordinator: BuyCoordinator?; deinit { print("buy vc deinit") } }
let nav = UINavigationController()
var main: MainCoordinator? = MainCoordinator(nav: nav)
main?.start()
main?.buy()
print(main!.children.count, nav.viewControllers.count)
nav.popViewController(animated: true)
print(main!.children.count, nav.viewControllers.count)
main = nil
print("end")
