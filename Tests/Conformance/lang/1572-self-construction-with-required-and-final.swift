// `Self()` through a `required` initializer makes the subclass a static factory is called on, and a `final` class needs no `required`: each coordinator made so dies in Swift's order.
class BaseCoordinator {
    var children: [BaseCoordinator] = []
    required init() { print("init \(type(of: self))") }
    static func make() -> Self { Self() }
    func makeSibling() -> Self { Self() }
    deinit { print("deinit \(type(of: self))") }
}

final class HomeCoordinator: BaseCoordinator {}

final class Router {
    let name: String
    init(name: String) { self.name = name }
    static func main() -> Self { Self(name: "main") }
    deinit { print("deinit Router \(name)") }
}

var home: HomeCoordinator? = HomeCoordinator.make()
home?.children.append(home!.makeSibling())
print(type(of: home!), home!.children.count)
var router: Router? = Router.main()
home = nil
router = nil
print("end")
