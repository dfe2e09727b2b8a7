// Generic base screens and coordinators log themselves as apps do (print(self), String(reflecting: type(of: self)), debugPrint of the metatype): the module-qualified name carries the generic arguments, for a class, an NSObject subclass and a struct.
// prelude: uikit
protocol ViewModel: AnyObject { var title: String { get } }
final class LoginViewModel: ViewModel {
    let title = "Login"
    deinit { print("deinit LoginViewModel") }
}
class BaseViewController<VM: ViewModel>: UIViewController {
    let viewModel: VM
    init(viewModel: VM) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit", String(reflecting: type(of: self)), "showing", viewModel.title) }
}
final class LoginViewController: BaseViewController<LoginViewModel> {}
class Coordinator<Route> {
    var routes: [Route] = []
    deinit {
        let kind = type(of: self)
        print("deinit \(String(describing: self)) as \(String(reflecting: kind))")
        debugPrint(kind)
    }
}
struct Snapshot<Item> { let items: [Item] }
do {
    let screen = BaseViewController(viewModel: LoginViewModel())
    print(screen)
    let coordinator = Coordinator<Int>()
    coordinator.routes = [1, 2]
    let snapshot = Snapshot(items: ["a"])
    print(String(reflecting: type(of: snapshot)), type(of: snapshot))
}
do { _ = LoginViewController(viewModel: LoginViewModel()) }
