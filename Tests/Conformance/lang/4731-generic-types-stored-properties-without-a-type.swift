// A generic type's stored properties written without a type (`let router = Router()`, `var items = [Item]()`) are typed from their initial values, read inside the type and from a value of it; `[T]()` and `[String: T]()` make empty collections of a generic parameter, and type(of:) spells them with the arguments of the call or of self
final class Router {
    var log: [String] = []
    func lastRoute() -> String? { log.last }
    func count() -> Int? { log.isEmpty ? nil : log.count }
    deinit { print("Router deinit") }
}

final class FlowCoordinator<Route> {
    let router = Router()
    var history = [Route]()
    var tags = [String: Route]()
    var visits = 0
    var title = "flow"

    func show(_ r: Route, tag: String) {
        history.append(r)
        tags[tag] = r
        visits += 1
        router.log.append("\(r)")
    }

    func describe() {
        print(type(of: history), type(of: tags), type(of: visits))
        print(history, tags.keys.sorted(), title.uppercased())
    }
    deinit { print("FlowCoordinator<\(Route.self)> deinit") }
}

enum Screen { case home, detail(id: Int) }

do {
    let flow = FlowCoordinator<Screen>()
    print(flow.router.lastRoute() as Any)
    print(flow.router.count() as Any)
    flow.show(.home, tag: "a")
    flow.show(.detail(id: 7), tag: "b")
    flow.describe()
    let last = flow.router.lastRoute()
    print(last as Any, flow.router.count() as Any)
    print(flow.visits + 1, flow.title.count)
    print(type(of: flow.history), type(of: flow.tags))
}

func collect<Element>(_ values: Element...) -> [Element] {
    var out = [Element]()
    var index = [Int: Element]()
    for (k, v) in values.enumerated() {
        out.append(v)
        index[k] = v
    }
    print(type(of: out), type(of: index), index.count)
    return out
}
print(collect("a", "b"))
print(collect(1.5))
