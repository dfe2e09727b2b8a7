// ARC: an array is a value: a copy keeps its elements alive after the original is emptied or replaced
class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Navigation {
    var stack: [Screen] = []
    deinit { print("deinit Navigation") }
}

let nav = Navigation()
nav.stack.append(Screen("root"))
nav.stack.append(Screen("detail"))
var snapshot = nav.stack
nav.stack.removeLast()
print("popped, snapshot still has \(snapshot.count)")
nav.stack.removeAll()
print("emptied, snapshot still has \(snapshot.map { $0.name })")
var second = snapshot
snapshot.append(Screen("extra"))
print("snapshot \(snapshot.count), second \(second.count)")
snapshot = []
print("snapshot cleared")
second.removeLast()
print("second \(second.count)")
second = []
print("end")
