// A generic class's stored property made from its own generic parameters (let router = Router<R>()) takes the object's arguments, and is released with it in declaration order
protocol Route { var path: String { get } }
enum HomeRoute: Route, CaseIterable { case feed, settings; var path: String { "/\(self)" } }
enum AuthRoute: Route { case login(email: String?), signup; var path: String {
    switch self { case .login(let e): return "/login?\(e ?? "none")"; case .signup: return "/signup" } } }
class Router<R: Route> {
    private(set) var stack: [R] = []
    var onChange: (([R]) -> Void)?
    func push(_ r: R) { stack.append(r); onChange?(stack) }
    func pop() -> R? { defer { onChange?(stack) }; return stack.popLast() }
    var paths: [String] { stack.map(\.path) }
    deinit { print("Router<\(R.self)> deinit") }
}
final class Coordinator<R: Route> {
    let router = Router<R>()
    var log: [String] = []
    init() { router.onChange = { [weak self] s in self?.log.append("\(s.count)") } }
    deinit { print("Coordinator deinit", log) }
}
do {
    let home = Coordinator<HomeRoute>()
    HomeRoute.allCases.forEach(home.router.push)
    print(home.router.paths, home.router.pop() as Any, home.router.paths)
    let auth = Coordinator<AuthRoute>()
    auth.router.push(.login(email: nil)); auth.router.push(.login(email: "a@b.c")); auth.router.push(.signup)
    print(auth.router.paths, type(of: auth.router))
}
func firstPath<R: Route>(in routes: [R]) -> String? { routes.first?.path }
print(firstPath(in: [AuthRoute.signup]) as Any, firstPath(in: [HomeRoute]()) as Any)
