// hashValue and a Hasher the program makes are refused by name: coordlab finds elements without running hash(into:).
// expect-error: coordlab does not support 'hashValue' yet
// expect-line: 12
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
