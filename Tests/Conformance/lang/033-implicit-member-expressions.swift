// LANG: implicit member expressions: .someCase, .init(), static members and factory methods where the type is known
enum Direction { case push, present }

class Transition {
    let direction: Direction
    let name: String
    init(direction: Direction = .push, name: String = "default") {
        self.direction = direction
        self.name = name
    }
    static let standard = Transition(name: "standard")
    static func modal() -> Transition { return Transition(direction: .present, name: "modal") }
}

func perform(_ t: Transition) {
    print(t.name, t.direction == .push ? "push" : "present")
}

func move(_ d: Direction) { print("moving \(d)") }

perform(.init())
perform(.init(direction: .present, name: "custom"))
perform(.standard)
perform(.modal())
move(.present)
var d: Direction = .push
d = .present
print(d == .present)
let t: Transition = .init(name: "typed")
print(t.name)
let ts: [Transition] = [.standard, .modal()]
print(ts.count, ts[1].name)
