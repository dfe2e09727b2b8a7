// UIKIT: a router keeps each pushed screen's completion in a dictionary keyed by the screen (view controllers are Hashable by identity, as NSObjects); popping runs and drops it, freeing the flow
// prelude: uikit

final class Router: NSObject {
    private weak var root: UINavigationController?
    private var completions: [UIViewController: () -> Void] = [:]
    init(root: UINavigationController) { self.root = root }
    func push(_ vc: UIViewController, completion: (() -> Void)? = nil) {
        if let completion { completions[vc] = completion }
        root?.pushViewController(vc, animated: true)
    }
    func pop() {
        guard let vc = root?.popViewController(animated: true), let done = completions[vc] else { return }
        done()
        completions.removeValue(forKey: vc)
        print("completions left", completions.count)
    }
}
final class ItemScreen: UIViewController {
    deinit { print("deinit ItemScreen") }
}
final class ItemFlow {
    var onFinish: (() -> Void)?
    let router: Router
    init(router: Router) { self.router = router }
    func start() { router.push(ItemScreen()) { [weak self] in self?.onFinish?() } }
    deinit { print("deinit ItemFlow") }
}
final class App {
    var children: [ItemFlow] = []
    func run(_ router: Router) {
        let flow = ItemFlow(router: router)
        flow.onFinish = { [weak self, weak flow] in
            self?.children.removeAll { $0 === flow }
            print("flow finished")
        }
        children.append(flow)
        flow.start()
    }
}
let nav = UINavigationController(rootViewController: UIViewController())
let router = Router(root: nav)
let app = App()
app.run(router)
let a = UIViewController(), b = UIViewController()
print(a == a, a == b, a != b, nav.viewControllers.count, app.children.count)
router.pop()
print(nav.viewControllers.count, app.children.count)
