// Optional(x), Optional.some(x) and Optional<T>.none in coordinator code: printing, binding, comparing, and when the wrapped objects die
final class Coordinator {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

final class Router {
    var child: Coordinator? = Optional<Coordinator>.none
    var pending = Optional.some("login")
    func attach(_ c: Coordinator) {
        child = Optional(c)
        print("attached", child?.name ?? "nothing")
    }
}

let router = Router()
print(router.pending as Any)
router.attach(Coordinator("home"))
let wrapped = Optional(Coordinator("settings"))
print(wrapped?.name as Any)
if let w = Optional.some(Coordinator("temp")) { print("bound \(w.name)") }
print("after bind")
router.child = Optional<Coordinator>.none
print("child cleared")
let count = Optional(3)
print(count as Any, count == 3, Optional<Int>.none == nil)
let labels = [Optional("a"), Optional<String>.none, Optional.some("c")]
print(labels)
print(labels.compactMap { $0 })
let total = Optional<Double>(2)
print(total! * 1.5)
router.pending = nil
print(router.pending ?? "none")
