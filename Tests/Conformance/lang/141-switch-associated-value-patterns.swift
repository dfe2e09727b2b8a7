// LANG: switch over cases with associated values: let before or inside the case, labels, wildcards, several patterns per case and where clauses
enum Event {
    case tap(x: Int, y: Int)
    case key(String)
    case scroll(Int, Double)
    case swipe(Int)
    case pinch(Int)
    case idle
}
func handle(_ e: Event) -> String {
    switch e {
    case .tap(x: 0, y: 0):
        return "tap at origin"
    case .tap(let x, y: let y) where x == y:
        return "tap on diagonal \(x)"
    case let .tap(x, y):
        return "tap \(x),\(y)"
    case .key("q"):
        return "quit"
    case .key(let k):
        return "key " + k
    case .scroll(_, let dy) where dy < 0:
        return "scroll up \(dy)"
    case .scroll(let n, _):
        return "scroll \(n)"
    case .swipe(let n) where n > 1, .pinch(let n):
        return "gesture \(n)"
    case .swipe:
        return "small swipe"
    case .idle:
        return "idle"
    }
}
let events: [Event] = [.tap(x: 0, y: 0), .tap(x: 2, y: 2), .tap(x: 1, y: 3), .key("q"), .key("a"),
                       .scroll(1, -2.5), .scroll(4, 1), .swipe(3), .swipe(1), .pinch(0), .idle]
for e in events {
    print(handle(e))
}
func describe(_ e: Event) {
    switch e {
    case .tap, .idle: print("simple")
    case .key(var k):
        k += "!"
        print(k)
    default: print("other")
    }
}
describe(.tap(x: 1, y: 1))
describe(.key("hi"))
describe(.pinch(2))
