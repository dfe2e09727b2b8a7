// LANG: structs with memberwise and custom inits, methods, let/var fields and class references inside
class Router {
    var log: [String] = []
    func go(_ s: String) { log.append(s) }
}

struct Dependencies {
    let router: Router
    var user: String
    func open(_ screen: String) { router.go(user + ":" + screen) }
}

struct Settings {
    var volume: Int
    let name: String
    init(name: String) {
        self.name = name
        volume = 5
    }
}

let router = Router()
var deps = Dependencies(router: router, user: "ann")
deps.open("home")
var copy = deps
copy.user = "bob"
copy.open("cart")
deps.open("profile")
print(router.log)
print(deps.user, copy.user, deps.router === copy.router)
var s = Settings(name: "main")
s.volume += 2
print(s.name, s.volume)
