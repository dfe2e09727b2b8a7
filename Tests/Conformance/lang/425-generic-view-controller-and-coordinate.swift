// A generic view controller over its view model, and generic coordinate/free methods on a coordinator, as coordinator apps write them
protocol ViewModelType: AnyObject { var title: String { get } }
final class HomeViewModel: ViewModelType {
    let title = "Home"
    deinit { print("deinit HomeViewModel") }
}
class ViewController<VM: ViewModelType> {
    let viewModel: VM
    var onFinish: (() -> Void)?
    init(viewModel: VM) { self.viewModel = viewModel }
    func show() { print("showing \(viewModel.title)") }
    deinit { print("deinit \(type(of: self))") }
}
class Coordinator {
    var children: [Coordinator] = []
    func coordinate<C: Coordinator>(to child: C) {
        children.append(child)
        child.start()
    }
    func start() {}
    func free<C: Coordinator>(_ child: C) { children.removeAll { $0 === child } }
}
final class HomeCoordinator: Coordinator {
    var screen: ViewController<HomeViewModel>?
    override func start() {
        let vc = ViewController(viewModel: HomeViewModel())
        vc.onFinish = { [weak self] in print("finished", self != nil) }
        screen = vc
        vc.show()
    }
    deinit { print("deinit HomeCoordinator") }
}
let app = Coordinator()
app.coordinate(to: HomeCoordinator())
print(app.children.count)
(app.children.first as? HomeCoordinator)?.screen?.onFinish?()
app.free(app.children[0])
print("end", app.children.count)
