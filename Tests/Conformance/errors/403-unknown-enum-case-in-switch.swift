// ERRORS: a switch naming a case the enum does not declare
enum Route {
    case home
    case detail(id: Int)
    case settings
}
func describe(_ route: Route) -> String {
    switch route {
    case .home: return "home"
    case .detial(let id): return "detail \(id)"
    default: return "other"
    }
}
print(describe(.home))
