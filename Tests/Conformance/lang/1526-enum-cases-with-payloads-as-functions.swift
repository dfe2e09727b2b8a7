// Enum cases with associated values used as functions (map, a stored function, a local): payload objects live as the values do.
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

enum Route {
    case home
    case show(Screen)
    case open(screen: Screen, animated: Bool)
    case zoom(Double)
}

func describe(_ route: Route) -> String {
    switch route {
    case .home: return "home"
    case .show(let screen): return "show \(screen.name)"
    case .open(let screen, let animated): return "open \(screen.name) \(animated)"
    case .zoom(let scale): return "zoom \(scale)"
    }
}

final class Coordinator {
    var makeRoute: (Screen) -> Route = Route.show
    var history: [Route] = []
    deinit { print("deinit coordinator with", history.count) }
}

func run() {
    let screens = [Screen("list"), Screen("detail")]
    let routes = screens.map(Route.show)
    print(routes.map(describe))
    let open = Route.open
    print(describe(open(Screen("modal"), true)))
    print([1.5, 2].map(Route.zoom).map(describe))
    let coordinator = Coordinator()
    coordinator.history.append(coordinator.makeRoute(Screen("kept")))
    coordinator.makeRoute = { _ in .home }
    coordinator.history.append(coordinator.makeRoute(Screen("dropped")))
    print(coordinator.history.map(describe))
}
run()
print(Route.show)
print("end")
