// An extension of an array of coordinators (where Element == Coordinator) starts and removes children; deinit order as Swift's.
protocol Coordinator: AnyObject {
    var name: String { get }
    func start()
}

// Real coordinator code extends arrays of children like this.
extension Array where Element == Coordinator {
    func startAll() {
        for c in self { c.start() }
    }
    mutating func remove(_ child: Coordinator) {
        removeAll { $0 === child }
    }
}

final class Home: Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    func start() { print("start", name) }
    deinit { print("deinit", name) }
}

final class App {
    var children: [Coordinator] = []
    func run() {
        children = [Home("a"), Home("b"), Home("c")]
        children.startAll()
        let b = children[1]
        children.remove(b)
        print("removed", b.name, children.count)
    }
}
App().run()
print("end")
