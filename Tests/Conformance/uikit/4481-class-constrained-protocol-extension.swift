// A protocol that inherits a class ('protocol Coordinated: UIViewController'): its extension uses the class's members on self, bare and through 'self.'; its existentials have them too
// prelude: uikit
import Foundation
protocol Coordinated: UIViewController {
    var coordinatorName: String { get }
}
extension Coordinated {
    func describe() -> String { "\(coordinatorName) shows \(title ?? "untitled")" }
    func rename(_ t: String) {
        title = t
        self.navigationItem.title = t.uppercased()
        loadViewIfNeeded()
    }
}
protocol Flowing: Coordinated {}
extension Flowing {
    func finish() { print("finishing", describe(), isViewLoaded) }
}
final class Home: UIViewController, Flowing {
    var coordinatorName: String { "home" }
    deinit { print("Home deinit") }
}
do {
    let h = Home()
    h.title = "Home"
    print(h.describe())
    let c: Coordinated = h
    print(c.title ?? "", c.describe(), c.isViewLoaded)
    c.rename("Start")
    print(c.isViewLoaded, h.navigationItem.title ?? "")
    h.finish()
}
print("end")
