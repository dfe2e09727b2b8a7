// a router resolving paths with local helper functions that call helpers declared after them, three in a cycle
enum Route: CustomStringConvertible {
    case home, profile(String), settings(section: String?), unknown([String])
    var description: String {
        switch self {
        case .home: return "home"
        case .profile(let id): return "profile(\(id))"
        case .settings(let s): return "settings(\(s ?? "-"))"
        case .unknown(let parts): return "unknown(\(parts.joined(separator: "/")))"
        }
    }
}
struct Router {
    var visited: [String] = []
    mutating func resolve(_ path: String) -> Route {
        let parts = path.split(separator: "/").map(String.init)
        var steps = 0
        func top(_ rest: [String]) -> Route {
            steps += 1
            guard let head = rest.first else { return .home }
            switch head {
            case "user": return user(Array(rest.dropFirst()))
            case "settings": return settings(Array(rest.dropFirst()))
            case "go": return top(Array(rest.dropFirst()))
            default: return .unknown(rest)
            }
        }
        func user(_ rest: [String]) -> Route {
            steps += 1
            if rest.first == "me" { return top(["settings", "account"]) }
            return rest.first.map { .profile($0) } ?? .unknown(["user"])
        }
        func settings(_ rest: [String]) -> Route {
            steps += 1
            return .settings(section: rest.first)
        }
        let route = top(parts)
        visited.append("\(path) -> \(route) in \(steps)")
        return route
    }
}
var router = Router()
for p in ["", "user/42", "go/go/settings", "user/me", "help/faq"] {
    print(router.resolve(p))
}
router.visited.forEach { print($0) }
