// A protocol with an associated type adopted by a coordinator, called directly and through a generic function
protocol Coordinating: AnyObject {
    associatedtype Route
    func trigger(_ route: Route)
}
enum AuthRoute { case login, signup }
final class AuthCoordinator: Coordinating {
    func trigger(_ route: AuthRoute) { print("auth \(route)") }
    deinit { print("deinit auth") }
}
func run<C: Coordinating>(_ c: C, _ r: C.Route) { c.trigger(r) }
var auth: AuthCoordinator? = AuthCoordinator()
auth?.trigger(.login)
run(auth!, .signup)
auth = nil
