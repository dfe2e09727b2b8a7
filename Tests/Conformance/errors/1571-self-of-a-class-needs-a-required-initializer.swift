// ERRORS: `Self()` in a class that is not final calls an initializer every subclass must have, so a factory method over a plain `init()` is refused in swiftc's words (a `required` or `final` one runs)
class BaseCoordinator {
    var children: [BaseCoordinator] = []
    init() {}
    static func make() -> Self { Self() }
    deinit { print("deinit \(type(of: self))") }
}

final class HomeCoordinator: BaseCoordinator {}

let home = HomeCoordinator.make()
print(type(of: home))
