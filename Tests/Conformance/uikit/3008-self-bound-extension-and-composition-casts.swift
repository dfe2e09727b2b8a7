// A protocol extension 'where Self: UIViewController' reads the controller's title through implicit self; a for-case cast to 'UIViewController & Refreshable' skips screens that only are view controllers; a generic push taking a factory
// prelude: uikit
protocol Refreshable: AnyObject { func refresh() }
protocol Coordinated: AnyObject { var coordinatorName: String { get } }
extension Coordinated where Self: UIViewController {
    func describeScreen() -> String { "\(coordinatorName) → \(type(of: self)) titled \(title ?? "none")" }
}
final class FeedViewController: UIViewController, Refreshable, Coordinated {
    var coordinatorName: String { "feed" }
    var refreshes = 0
    func refresh() { refreshes += 1; print("feed refresh", refreshes) }
    deinit { print("deinit Feed") }
}
final class AboutViewController: UIViewController {
    deinit { print("deinit About") }
}
final class Navigator {
    let nav = UINavigationController()
    @discardableResult
    func push<T: UIViewController>(_ make: () -> T, title: String, configure: (T) -> Void = { _ in }) -> T {
        let vc = make()
        vc.title = title
        configure(vc)
        nav.pushViewController(vc, animated: false)
        return vc
    }
    func refreshAll() {
        for case let screen as (UIViewController & Refreshable) in nav.viewControllers {
            print("refreshing", screen.title ?? "")
            screen.refresh()
        }
    }
    func top<T>(as: T.Type) -> T? { nav.topViewController as? T }
}
let navigator = Navigator()
let feed = navigator.push({ FeedViewController() }, title: "Feed")
navigator.push({ AboutViewController() }, title: "About") { print("configuring", $0.title ?? "") }
print(feed.describeScreen())
navigator.refreshAll()
print(navigator.top(as: AboutViewController.self) != nil, navigator.top(as: Refreshable.self) == nil)
let composed: [Coordinated & UIViewController] = [feed]
print(composed.map { $0.coordinatorName })
navigator.nav.popToRootViewController(animated: false)
print(navigator.nav.viewControllers.count)
