// Routes whose one associated value is a tuple (`case move((from: Int, to: Int))`), a generic event given a tuple, and an `Any` payload holding one: printed, interpolated and in arrays as Swift prints them, once parenthesised
enum Route {
    case move((from: Int, to: Int))
    case pair((String, Int))
    case labeled(range: (Int, Int))
    case maybe((Int, Int)?)
    case two((Int, Int), Int)
    case anything(Any)
}

enum Event<Payload> {
    case sent(Payload)
    case idle
}

struct Step { let route: Route }

let routes: [Route] = [.move((from: 1, to: 3)), .pair(("home", 2)), .labeled(range: (0, 9)), .maybe((4, 5)), .maybe(nil), .two((6, 7), 8), .anything((9, "x"))]
for r in routes { print(r) }
print(routes)
print("\(Route.move((from: 2, to: 1)))")
debugPrint(Route.pair(("a", 1)))
print(Event.sent((1, "one")), Event<(Int, Int)>.idle, Event.sent(3))
print(Step(route: .move((from: 0, to: 1))))
if case .move(let m) = routes[0] { print(m.from, m.to, m) }
