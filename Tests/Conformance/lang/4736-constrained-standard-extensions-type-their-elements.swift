// Inside `extension Array where Element: P` (or `== P`, or `Optional where Wrapped: P`) the elements have the constraint's type: a protocol extension's method that is not a requirement is reached statically (the extension's, not the conforming type's method of that name), a requirement through the conformance (a base class's default witness, not a subclass's method), and a concrete element type's members are typed
protocol Coordinator: AnyObject {
    var name: String { get }
    func start() -> String
}
extension Coordinator {
    func start() -> String { "default start of \(name)" }
    func summary() -> String { "summary(\(name))" }
}

class BaseCoordinator: Coordinator {
    var name: String { "base" }
    deinit { print("\(name) deinit") }
}
final class AppCoordinator: BaseCoordinator {
    override var name: String { "app" }
    func start() -> String { "app's own start" }
    func summary() -> String { "app's own summary" }
}

struct Route { var path: String; var depth: Int }

extension Array where Element: Coordinator {
    func startAll() -> [String] { map { $0.start() } }
    func summaries() -> String { map { $0.summary() }.joined(separator: ", ") }
}
extension Array where Element == Coordinator {
    func names() -> [String] { map { $0.name + ":" + $0.summary() } }
}
extension Array where Element == Route {
    var deepest: Int { reduce(0) { Swift.max($0, $1.depth) } }
    var paths: String { map { $0.path.uppercased() }.joined(separator: "/") }
}
extension Optional where Wrapped: Coordinator {
    var label: String { self?.summary() ?? "none" }
}

do {
    let app = AppCoordinator()
    print(app.start(), app.summary())
    print([app].startAll())
    print([app, BaseCoordinator()].summaries())
    let erased: [Coordinator] = [app]
    print(erased.names())
    print(Optional(app).label, Optional<AppCoordinator>.none.label)
    print([Route(path: "home", depth: 1), Route(path: "detail", depth: 3)].deepest)
    print([Route(path: "a", depth: 0), Route(path: "b", depth: 2)].paths)
}
