// Conforming types that each name an associated type with their own alias (`typealias Route = HomeRoute`) keep each their own: a protocol extension constrained on the associated type (`where Route: Equatable`) does not see any conformer's alias
protocol Coordinator: AnyObject {
    associatedtype Route
    func trigger(_ route: Route)
}

extension Coordinator where Route: Equatable {
    func isRepeat(_ route: Route, of last: Route?) -> Bool { route == last }
}

extension Coordinator {
    func triggerAll(_ routes: [Route]) { routes.forEach(trigger) }
}

enum HomeRoute { case feed, post(id: Int) }
enum SettingsRoute: Double { case main = 1, about }
enum ProfileRoute: Equatable { case overview, edit(field: String) }

final class HomeCoordinator: Coordinator {
    typealias Route = HomeRoute
    var history: [Route] = []
    func trigger(_ route: Route) { history.append(route); print("home", route, history.count) }
    deinit { print("HomeCoordinator deinit", history.count) }
}

final class SettingsCoordinator: Coordinator {
    typealias Route = SettingsRoute
    var current: Route = .main
    func trigger(_ route: Route) { current = route; print("settings", route, route.rawValue) }
}

final class ProfileCoordinator: Coordinator {
    typealias Route = ProfileRoute
    var last: Route?
    func trigger(_ route: Route) {
        print("profile", route, isRepeat(route, of: last) ? "(again)" : "")
        last = route
    }
}

do {
    let home = HomeCoordinator()
    home.triggerAll([.feed, .post(id: 4)])
    SettingsCoordinator().triggerAll([.about, .main])
    let profile = ProfileCoordinator()
    profile.triggerAll([.overview, .edit(field: "name"), .edit(field: "name")])
    let route: SettingsCoordinator.Route = .about
    print(route, type(of: route), HomeCoordinator.Route.self)
}
