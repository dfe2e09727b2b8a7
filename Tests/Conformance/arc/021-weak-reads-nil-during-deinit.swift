// ARC: inside deinit, weak references to the dying object (its own and others') already read nil
class Screen {
    let name: String
    weak var selfRef: Screen?
    weak var peer: Screen?
    init(_ name: String) { self.name = name }
    deinit {
        print("deinit \(name): selfRef is \(selfRef == nil ? "nil" : "set"), peer is \(peer?.name ?? "nil")")
    }
}

class Observer {
    weak var target: Screen?
    deinit { print("deinit Observer") }
}

let observer = Observer()
var a: Screen? = Screen("A")
var b: Screen? = Screen("B")
a!.selfRef = a
a!.peer = b
b!.peer = a
observer.target = a
print("observer sees \(observer.target?.name ?? "nil")")
a = nil
print("observer sees \(observer.target?.name ?? "nil"), B.peer is \(b!.peer?.name ?? "nil")")
b = nil
print("end")
