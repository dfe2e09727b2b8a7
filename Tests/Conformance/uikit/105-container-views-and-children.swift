// UIKIT: a container screen embeds a child controller and its view: the parent keeps the child in children, the superview keeps its subviews, parent and superview are weak; removing the child and its view frees both
// prelude: uikit

final class Badge: UIView {
    deinit { print("deinit Badge") }
}

final class PlayerViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("player didMove to \(parent == nil ? "nil" : "a parent")")
    }
    deinit { print("deinit PlayerViewController") }
}

final class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.addSubview(Badge())
        child.didMove(toParent: self)
    }
    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
    deinit { print("deinit ContainerViewController") }
}

let window = UIWindow()
let container = ContainerViewController()
window.rootViewController = container
window.makeKeyAndVisible()
var player: PlayerViewController? = PlayerViewController()
container.embed(player!)
print(container.children.count, player!.parent === container, player!.view.superview === container.view)
weak var badge = player!.view.subviews.first
print(badge != nil, badge?.superview === player!.view)
let playerView = player!.view
player = nil
print("player still held by its parent:", container.children.count)
container.unembed(container.children[0])
print("children", container.children.count, "subviews", container.view.subviews.count)
print("the view outlives its controller while playerView holds it:", badge != nil, playerView.superview == nil)
