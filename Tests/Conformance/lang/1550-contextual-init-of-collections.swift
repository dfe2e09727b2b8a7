// `.init()` where the context names a collection (an array, a set, a dictionary) makes an empty one, in an initializer, a default value, an argument and a return; the coordinators they hold die in Swift's order.
final class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

final class Parent {
    var children: [Coordinator]
    var byRoute: [String: Coordinator]
    var seen: Set<String>
    var finished: [Coordinator] = .init()
    init(children: [Coordinator] = .init()) {
        self.children = children
        self.byRoute = .init()
        seen = .init()
    }
    func add(_ child: Coordinator) {
        children.append(child)
        byRoute[child.name] = child
        seen.insert(child.name)
    }
    func reset() -> [Coordinator] {
        defer { children = .init() }
        return children
    }
    deinit { print("deinit Parent with \(children.count) children") }
}

func names(_ list: [Coordinator]) -> [String] { list.map { $0.name } }

var parent: Parent? = Parent()
parent!.add(Coordinator("login"))
parent!.add(Coordinator("home"))
print(names(parent!.children), parent!.seen.count, parent!.byRoute.count)
var old = parent!.reset()
print("reset: \(names(old)) now \(parent!.children.count)")
old = .init()
print("old cleared")
parent!.byRoute.removeValue(forKey: "home")
parent!.byRoute = .init()
print("routes cleared")
let second = Parent(children: [Coordinator("settings")])
print(names(second.children), names(.init()))
parent = nil
print("end")
