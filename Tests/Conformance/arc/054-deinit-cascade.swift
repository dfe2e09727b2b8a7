// ARC: a deinit that releases other objects runs their deinits inside it, before it continues
class Session {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit session \(name)") }
}

var activeSession: Session? = Session("active")

class Logout {
    let label: String
    init(_ label: String) { self.label = label }
    deinit {
        print("Logout.deinit starts")
        activeSession = nil
        print("Logout.deinit ends")
    }
}

class Screen {
    var action: Logout? = Logout("button")
    let tail = Session("tail")
    deinit { print("deinit Screen") }
}

var screen: Screen? = Screen()
screen = nil
print("session now \(activeSession?.name ?? "nil")")
print("end")
