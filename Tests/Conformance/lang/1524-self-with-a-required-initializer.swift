// Self() and type(of: self).init() with a 'required' initializer make the dynamic class; its deinit runs in order.
class Coordinator {
    let depth: Int
    var children: [Coordinator] = []

    required init(depth: Int) {
        self.depth = depth
    }

    convenience init() {
        self.init(depth: 0)
    }

    func spawn() -> Self {
        let child = Self(depth: depth + 1)
        children.append(child)
        return child
    }

    func sibling() -> Coordinator {
        type(of: self).init(depth: depth)
    }

    deinit { print("deinit", type(of: self), depth) }
}

final class TabCoordinator: Coordinator {}

func run() {
    let tab = TabCoordinator()
    let child = tab.spawn()
    print(type(of: child), child.depth)
    let other = child.sibling()
    print(type(of: other), other.depth)
}
run()
print("end")
