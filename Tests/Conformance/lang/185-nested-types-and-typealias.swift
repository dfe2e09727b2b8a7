// LANG: typealias at top level and inside types, and a struct and enum nested in a class used as Outer.Inner
typealias Handler = (String) -> Void
typealias Names = [String]

class Router {
    typealias Completion = () -> Void
    enum Route: String {
        case home, settings
    }
    struct Entry {
        let route: Route
        var visits: Int
    }
    var entries: [Router.Entry] = []
    var onChange: Handler?
    func open(_ route: Route, then done: Completion) {
        entries.append(Entry(route: route, visits: 1))
        onChange?(route.rawValue)
        done()
    }
}

let router = Router()
router.onChange = { name in print("changed to \(name)") }
router.open(.home) { print("done home") }
router.open(Router.Route.settings, then: { print("done settings") })
let first: Router.Entry = router.entries[0]
var e = Router.Entry(route: .settings, visits: 3)
e.visits += 1
let names: Names = router.entries.map { $0.route.rawValue }
print(first.route.rawValue, e.visits, names)
let r: Router.Route = .settings
switch r {
case .home: print("home")
case .settings: print("settings")
}
