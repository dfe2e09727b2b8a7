// screens made from a storyboard by the Storyboarded protocol (`String(describing: self)` as the Storyboard ID) are the program's classes of those names, made with init(coder:), and live and die as screens made in code
// prelude: uikit
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    func start()
}
protocol Storyboarded {
    static func instantiate() -> Self
}
extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let className = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: className) as! Self
    }
}
final class ViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    func showDetail() { coordinator?.showDetail() }
    deinit { print("deinit ViewController") }
}
final class DetailViewController: UIViewController, Storyboarded {
    var item = "none"
    deinit { print("deinit DetailViewController", item) }
}
final class MainCoordinator: Coordinator {
    let navigationController = UINavigationController()
    func start() {
        let vc = ViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }
    func showDetail() {
        let detail = DetailViewController.instantiate()
        detail.item = "first"
        navigationController.pushViewController(detail, animated: true)
    }
    deinit { print("deinit MainCoordinator") }
}
print("start")
var main: MainCoordinator? = MainCoordinator()
main?.start()
let window = UIWindow()
window.rootViewController = main?.navigationController
window.makeKeyAndVisible()
(main?.navigationController.topViewController as? ViewController)?.showDetail()
print(main?.navigationController.viewControllers.map { String(describing: type(of: $0)) } ?? [])
main?.navigationController.popViewController(animated: true)
print("popped")
window.rootViewController = nil
main = nil
print("end")
