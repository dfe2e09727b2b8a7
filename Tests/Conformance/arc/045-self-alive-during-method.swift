// ARC: an object that drops its last owner inside its own method stays alive until that call returns
class ChildCoordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func finish() {
        print("\(name) finish starts")
        parent.children.removeAll { $0 === self }
        print("\(name) finish ends, parent has \(parent.children.count)")
    }
    @discardableResult
    func finishReturning() -> String {
        parent.children.removeAll { $0 === self }
        print("\(name) removed itself")
        return name
    }
}

class ParentCoordinator {
    var children: [ChildCoordinator] = []
}

let parent = ParentCoordinator()
parent.children.append(ChildCoordinator("login"))
parent.children.append(ChildCoordinator("signup"))
parent.children.append(ChildCoordinator("help"))
parent.children[0].finish()
print("after login.finish()")
print("returned \(parent.children[0].finishReturning())")
parent.children.last?.finishReturning()
print("end")
