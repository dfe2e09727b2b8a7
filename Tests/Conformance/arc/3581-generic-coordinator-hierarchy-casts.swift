// A generic coordinator hierarchy: subclasses specialize or pass on the route type, casts test it.
enum AppRoute { case home, detail(Int) }
enum AuthRoute { case login }

class Coordinator<R> {
    let name: String
    init(name: String) { self.name = name }
    func handle(_ r: R) { print(name, "handles", r) }
    deinit { print("deinit", name) }
}
final class AppCoordinator: Coordinator<AppRoute> {}
class FlowCoordinator<R>: Coordinator<R> {
    override init(name: String) { super.init(name: name) }
}
final class AuthFlow: FlowCoordinator<AuthRoute> {}

var children: [AnyObject] = [AppCoordinator(name: "app"), FlowCoordinator<AppRoute>(name: "flow"),
                             AuthFlow(name: "auth"), Coordinator<AuthRoute>(name: "plain")]
for c in children {
    if let app = c as? Coordinator<AppRoute> { app.handle(.detail(3)) }
    if let auth = c as? Coordinator<AuthRoute> { auth.handle(.login) }
    print(c is FlowCoordinator<AppRoute>, c is FlowCoordinator<AuthRoute>, c is AppCoordinator)
}
let appOnes = children.compactMap { $0 as? Coordinator<AppRoute> }
print(appOnes.map(\.name))
children.removeAll { $0 is Coordinator<AuthRoute> }
print(children.count)
children = []
print(appOnes.count)
