// type(of:) binds a generic T.Type parameter to the static type, class methods still dispatch on the dynamic type, and T.self is U.Type compares generic metatypes
protocol Screen { static func make() -> String }

class BaseCoordinator: Screen {
    class func make() -> String { "base" }
    class var title: String { "Base" }
}
class LoginCoordinator: BaseCoordinator {
    override class func make() -> String { "login" }
    override class var title: String { "Login" }
}
struct Banner: Screen {
    static func make() -> String { "banner" }
}

func build<T: Screen>(_ type: T.Type) -> String { type.make() }
func buildFrom<T: Screen>(_ value: T) -> String { type(of: value).make() }
func isKind<T, U>(_: T.Type, of _: U.Type) -> Bool { T.self is U.Type }
func matches<T, U>(_ value: T, _: U.Type) -> Bool { value is U }

let coordinators: [BaseCoordinator] = [BaseCoordinator(), LoginCoordinator()]
for c in coordinators {
    print(build(type(of: c)), buildFrom(c), type(of: c).title)
}
print(build(type(of: Banner())), buildFrom(Banner()))
print(isKind(LoginCoordinator.self, of: BaseCoordinator.self), isKind(BaseCoordinator.self, of: LoginCoordinator.self))
print(isKind(Int.self, of: Int.self), isKind(Int.self, of: String.self), isKind(Banner.self, of: Banner.self))
print(matches(LoginCoordinator(), BaseCoordinator.self), matches(BaseCoordinator(), LoginCoordinator.self), matches(4, Int.self))
let erased: BaseCoordinator.Type = LoginCoordinator.self
print(erased is LoginCoordinator.Type, BaseCoordinator.self is LoginCoordinator.Type, erased.title)
