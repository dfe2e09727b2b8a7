// An Encodable enum with a closure among its associated values, declared through a protocol that inherits Encodable: not synthesizable
protocol Event: Encodable {}

enum Analytics: Event {
    case screen(name: String)
    case tap(id: Int, onDone: () -> Void)
}

let events: [Analytics] = [.screen(name: "home"), .tap(id: 1, onDone: { print("done") })]
for e in events {
    if case .tap(let id, let done) = e {
        print(id)
        done()
    }
}
