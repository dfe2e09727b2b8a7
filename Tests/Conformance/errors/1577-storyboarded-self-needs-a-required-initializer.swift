// ERRORS: a Storyboarded-style protocol extension `where Self: UIViewController` that makes `Self()` calls UIViewController's `init()`, which is not required, so swiftc refuses it (`Self(coder:)` of the required initializer is what compiles)
// prelude: uikit
protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self { Self() }
}

final class HomeViewController: UIViewController, Storyboarded {
    deinit { print("deinit HomeViewController") }
}

let navigation = UINavigationController(rootViewController: HomeViewController.instantiate())
print(navigation.viewControllers.count)
