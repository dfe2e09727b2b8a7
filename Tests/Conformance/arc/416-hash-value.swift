// hashValue of a synthesized Hashable struct: equal values hash alike, and the run goes on to the deinit
struct Route: Hashable {
    let path: String
}
final class Router {
    deinit { print("Router deinit") }
}
var router: Router? = Router()
print("start")
let same = Route(path: "/home").hashValue == Route(path: "/home").hashValue
print(same)
router = nil
