// `protocol P: class`, the older spelling of AnyObject: weak references to it and identity
protocol Router: class {
    func route(to name: String)
}
final class AppRouter: Router {
    var visited: [String] = []
    func route(to name: String) { visited.append(name) }
    deinit { print("deinit AppRouter, visited", visited) }
}
final class Screen {
    weak var router: Router?
    let name: String
    init(name: String, router: Router) {
        self.name = name
        self.router = router
    }
    func open() { router?.route(to: name) }
}
var router: AppRouter? = AppRouter()
let home = Screen(name: "home", router: router!)
home.open()
print(home.router === router)
router = nil
print(home.router == nil)
home.open()
