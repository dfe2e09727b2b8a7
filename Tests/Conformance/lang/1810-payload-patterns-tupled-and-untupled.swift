// a case's associated values matched by one tuple pattern, and a case holding one tuple matched by several patterns, in switch, if case and generic enums
enum Route {
    case detail(id: Int, title: String)
    case frame((x: Int, y: Int))
    case empty
}

enum Step<Payload> {
    case show(Payload)
    case done
}

func describe(_ route: Route) -> String {
    switch route {
    case .detail((let id, let title)): return "detail \(id) \(title)"
    case .frame(let x, let y): return "frame \(x),\(y)"
    case .empty: return "empty"
    }
}

func whole(_ route: Route) -> String {
    switch route {
    case let .detail(pair): return "pair \(pair.id) \(pair.title)"
    case let .frame(point): return "point \(point.x) \(point.y)"
    case .empty: return "-"
    }
}

let routes: [Route] = [.detail(id: 7, title: "Seven"), .frame((x: 3, y: 4)), .empty]
for r in routes { print(describe(r), "|", whole(r)) }

let steps: [Step<(String, Int)>] = [.show(("intro", 1)), .show(("terms", 2)), .done]
for s in steps {
    switch s {
    case .show(let name, let order): print(order, name)
    case .done: print("done")
    }
    if case let .show((name, _)) = s, name.hasPrefix("t") { print("starts with t:", name) }
}
