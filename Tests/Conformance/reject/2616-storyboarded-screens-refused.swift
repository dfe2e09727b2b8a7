// screens made from a storyboard (the Storyboarded protocol of many coordinator apps) are refused before the program runs, saying storyboards are not modelled, not "cannot find 'UIStoryboard' in scope"
// expect-error: does not support storyboards and nibs yet
// expect-line: 15
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
    deinit { print("deinit ViewController") }
}
final class MainCoordinator: Coordinator {
    let navigationController = UINavigationController()
    func start() {
        let vc = ViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }
}
print("start")
MainCoordinator().start()
