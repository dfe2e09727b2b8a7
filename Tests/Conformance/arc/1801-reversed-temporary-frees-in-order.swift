// walking a temporary array backwards with reversed(): the array is kept by the reversed view until the loop ends, then freed first to last
final class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    func finish() { print("finish", name) }
    deinit { print("deinit", name) }
}

final class Parent {
    var children: [Coordinator] = []
    func finishAll() {
        // Finish the newest child first, on a copy that dies with the loop.
        let copy = children
        children = []
        for child in copy.reversed() { child.finish() }
        print("finished all")
    }
}

let parent = Parent()
parent.children = ["login", "home", "settings"].map(Coordinator.init)
parent.finishAll()
print("--")
func flows() -> [Coordinator] { [Coordinator("a"), Coordinator("b"), Coordinator("c")] }
for c in flows().reversed() where c.name != "b" { c.finish() }
print("--")
print(Array(flows().reversed()).map(\.name))
print("end")
