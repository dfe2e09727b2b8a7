// ERRORS: a static factory the class does not declare
class BaseScreen {
    static func make() -> BaseScreen { BaseScreen() }
    deinit { print("BaseScreen deinit") }
}
final class HomeScreen: BaseScreen {}
let a = BaseScreen.make()
let b = HomeScreen.instantiate()
