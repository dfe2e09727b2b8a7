// TRAP: a deinit that stores self in a longer-lived place stops the program once deinit ends
// expect-trap: of class Screen deallocated with non-zero retain count 2
// expect-trap: may have created a strong reference to self which outlived deinit
final class Registry {
    var last: Screen?
}

let registry = Registry()

final class Screen {
    let name: String
    init(name: String) { self.name = name }
    deinit {
        print("deinit \(name)")
        registry.last = self
    }
}

var screen: Screen? = Screen(name: "settings")
print("showing \(screen!.name)")
screen = nil
print("never printed")
