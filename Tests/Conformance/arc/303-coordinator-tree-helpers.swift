// ARC: a coordinator tree in the shape real apps write: children added with a variadic helper, removed through an inout array helper, a typealias'd finish closure, a Self factory; deinit order compared with swiftc
typealias FinishHandler = (Coordinator) -> Void

class Coordinator {
    let name: String
    var children: [Coordinator] = []
    weak var parent: Coordinator?
    var onFinish: FinishHandler?
    required init(name: String) { self.name = name }
    class func make(_ name: String) -> Self { Self(name: name) }
    func add(_ coordinators: Coordinator...) {
        for c in coordinators {
            c.parent = self
            children.append(c)
        }
    }
    func finish() { onFinish?(self) }
    deinit { print("deinit \(name)") }
}

final class FlowCoordinator: Coordinator {}

/// Removes `child` from `list`, reporting whether it was there.
@discardableResult
func remove(_ child: Coordinator, from list: inout [Coordinator]) -> Bool {
    guard let index = list.firstIndex(where: { $0 === child }) else { return false }
    list.remove(at: index)
    print("removed \(child.name), \(list.count) left")
    return true
}

let app = Coordinator.make("app")
app.add(FlowCoordinator.make("login"), FlowCoordinator.make("home"), Coordinator(name: "settings"))
for child in app.children {
    child.onFinish = { [weak app] finished in
        guard let app = app else { return }
        remove(finished, from: &app.children)
    }
}
print(app.children.map { $0.name }, type(of: app.children[0]))
app.children[0].finish()
print("after login finished")
var detached = app.children.last!
remove(detached, from: &app.children)
print("settings still held by detached:", detached.name)
detached = FlowCoordinator.make("replacement")
print(remove(detached, from: &app.children))
app.children.first?.finish()
print("end")
