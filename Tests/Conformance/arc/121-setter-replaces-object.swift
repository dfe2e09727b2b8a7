// ARC: a computed setter that replaces the object in its backing storage releases the old one when the store happens
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class AppCoordinator {
    private var children: [Coordinator] = []
    var current: Coordinator? {
        get { return children.last }
        set {
            print("set current \(newValue?.name ?? "nil")")
            children.removeAll()
            if let c = newValue { children.append(c) }
            print("set done")
        }
    }
    deinit { print("deinit AppCoordinator") }
}

struct Holder {
    private var box: [Coordinator] = []
    var only: Coordinator {
        get { box[0] }
        set { box = [newValue] }
    }
    init(_ c: Coordinator) { box = [c] }
}

var app: AppCoordinator? = AppCoordinator()
app!.current = Coordinator("login")
app!.current = Coordinator("home")
print("current \(app!.current!.name)")
app!.current = nil
print("--")
var h = Holder(Coordinator("first"))
h.only = Coordinator("second")
print("holder \(h.only.name)")
app!.current = Coordinator("last")
app = nil
print("end")
