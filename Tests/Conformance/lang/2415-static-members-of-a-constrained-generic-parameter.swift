// A generic function's `T: Protocol` or `T: Class` names the type its call bound: `T.id`, `T.make()` and `T()` run that type's own static members and required initializer, overridden class members included
protocol Screen: AnyObject {
    static var id: String { get }
    static func describe() -> String
    init()
}
class BaseScreen: Screen {
    class var id: String { "base" }
    static func describe() -> String { "screen \(id)" }
    required init() { print("init", Self.id) }
    deinit { print("deinit", Self.id) }
}
final class Home: BaseScreen { override class var id: String { "home" } }
final class Profile: BaseScreen { override class var id: String { "profile" } }
final class Router {
    var stack: [Screen] = []
    func push<T: Screen>(_ type: T.Type) -> T {
        print("pushing", T.id, "-", T.describe())
        let s = T()
        stack.append(s)
        return s
    }
    func count<T: Screen>(of _: T.Type) -> Int { stack.filter { type(of: $0).id == T.id }.count }
    func makeAll<T: BaseScreen>(_ n: Int, of _: T.Type) -> [T] { (0..<n).map { _ in T() } }
}
let router = Router()
let home = router.push(Home.self)
_ = router.push(Profile.self)
_ = router.push(Home.self)
print(type(of: home), router.count(of: Home.self), router.count(of: Profile.self))
print(router.makeAll(2, of: Profile.self).map { type(of: $0).id })
router.stack.removeAll()
print("end")
