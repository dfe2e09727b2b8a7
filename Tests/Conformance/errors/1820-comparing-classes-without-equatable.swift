// ERRORS: == between two coordinators whose class is not Equatable is refused in swiftc's words (coordlab compared them anyway)
final class Coordinator {
    let name: String
    init(name: String) { self.name = name }
}

let first = Coordinator(name: "a")
let second = Coordinator(name: "a")
print(first === second)
print(first == second)
