// A protocol extension using its associated type as a value (Route.self, Route(rawValue:)) is refused before running, not reported as a name that does not exist
// expect-error: does not support using the associated type 'Route' as a value in a protocol extension
// expect-line: 6
protocol Router: AnyObject { associatedtype Route; func trigger(_ r: Route) }
extension Router {
    func describe() -> String { "router of \(Route.self)" }
}
enum AppRoute { case home }
final class AppRouter: Router { func trigger(_ r: AppRoute) { print("trigger", r) } }
let r = AppRouter()
r.trigger(.home)
print(r.describe())
