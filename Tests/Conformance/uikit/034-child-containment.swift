// Checks addChild/removeFromParent: the parent holds its children strongly in `children`, the child's `parent` is weak; addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil); an embedded child appears and disappears with its parent.
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

final class Dashboard: Screen {}
final class Chart: Screen {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("Chart willMove(toParent: \(parent == nil ? "nil" : "\(type(of: parent!))"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("Chart didMove(toParent: \(parent == nil ? "nil" : "\(type(of: parent!))"))")
    }
}
final class Detail: Screen {}

let window = UIWindow()
let dashboard = Dashboard()
let navigation = UINavigationController(rootViewController: dashboard)
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- embed a chart")
let chart = Chart()
dashboard.addChild(chart)
dashboard.view.addSubview(chart.view)
chart.didMove(toParent: dashboard)
print("children: \(dashboard.children.count), chart.navigationController is the stack's: \(chart.navigationController === navigation)")
print("-- push a detail: the chart disappears with its parent")
navigation.pushViewController(Detail(), animated: true)
navigation.popViewController(animated: true)
print("-- remove the chart; the global `chart` is the last holder")
chart.willMove(toParent: nil)
chart.view.removeFromSuperview()
chart.removeFromParent()
print("children: \(dashboard.children.count)")
