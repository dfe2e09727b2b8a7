// TRAP: force-unwrapping nil stops the program after the output printed so far
// expect-trap: Unexpectedly found nil while unwrapping an Optional value
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Screen {
    var coordinator: Coordinator?
}

let screen = Screen()
screen.coordinator = Coordinator("first")
print("coordinator \(screen.coordinator!.name)")
screen.coordinator = nil
print("coordinator cleared")
let name = screen.coordinator!.name
print("never printed \(name)")
