// A coordinator's observed `current` flow passed inout unwrapped (`replace(&current!)`) and changed in place: the setter runs after the call with willSet/didSet, the old flow dies after didSet, and writes to the flow's own members leave the property alone
final class Flow {
    var name: String
    init(_ name: String) { self.name = name; print("Flow init", name) }
    deinit { print("Flow deinit", name) }
}

final class AppCoordinator {
    var current: Flow? {
        willSet { print("willSet", newValue?.name ?? "nil") }
        didSet { print("didSet old", oldValue?.name ?? "nil") }
    }
    var tracked: Flow? {
        get { print("get tracked"); return storage }
        set { print("set tracked", newValue?.name ?? "nil"); storage = newValue }
    }
    private var storage: Flow?
    deinit { print("AppCoordinator deinit") }
}

func replace(_ flow: inout Flow, with name: String) { flow = Flow(name) }
func rename(_ flow: inout Flow) { flow.name += "+" }

var app: AppCoordinator? = AppCoordinator()
app!.current = Flow("login")
replace(&app!.current!, with: "home")
print("now", app!.current!.name)
rename(&app!.current!)
app!.current!.name = "settings"
print("now", app!.current!.name)
app!.tracked = Flow("tracked")
replace(&app!.tracked!, with: "tracked2")
app = nil
print("end")
