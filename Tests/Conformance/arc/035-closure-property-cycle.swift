// ARC: a closure stored in a property of the object it captures strongly is a cycle: no deinit, until it is broken
class Coordinator {
    let name: String
    var onFinish: (() -> Void)?
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func start() {
        onFinish = { print("\(self.name) finished") }
    }
}

var leaky: Coordinator? = Coordinator("leaky")
leaky!.start()
leaky = nil
print("leaky variable cleared, but no deinit: it leaked")
var fixed: Coordinator? = Coordinator("fixed")
fixed!.start()
fixed!.onFinish!()
fixed!.onFinish = nil
print("cycle broken")
fixed = nil
var direct: Coordinator? = Coordinator("direct")
direct!.onFinish = { print(direct?.name ?? "none") }
direct = nil
print("direct captured the variable, not the object")
print("end")
