// A flag kept in a global decides what a later tap does: Fire leaks a node that keeps
// itself only once Arm has set the flag. The screen and every object are the same before
// and after Arm; only the global's value differs.
var armed = false

final class Node {
    var me: Node?
}

final class HomeViewController: UIViewController {
    func arm() { armed = true }
    func fire() {
        if armed {
            let node = Node()
            node.me = node
        }
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: HomeViewController())
window.makeKeyAndVisible()
