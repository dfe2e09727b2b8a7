// ARC: a coordinator stores children through a keyed subscript; assigning nil or a new child releases the old one in the setter
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class ParentCoordinator {
    private var children: [String: Coordinator] = [:]
    subscript(flow: String) -> Coordinator? {
        get { children[flow] }
        set {
            print("set \(flow) to \(newValue?.name ?? "nil")")
            children[flow] = newValue
        }
    }
    subscript(flow: String, fallback: Coordinator) -> Coordinator {
        return children[flow] ?? fallback
    }
    deinit { print("deinit ParentCoordinator") }
}

var parent: ParentCoordinator? = ParentCoordinator()
parent!["login"] = Coordinator("login")
parent!["login"] = Coordinator("login2")
print(parent!["login"]?.name ?? "none")
print(parent!["missing", Coordinator("temp")].name)
parent!["login"] = nil
parent!["home"] = Coordinator("home")
parent = nil
print("end")
