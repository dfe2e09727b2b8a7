// LANG: dispatch as Swift does it: requirements through the witness, extension-only methods statically
protocol Screen: AnyObject {
    var name: String { get }
    func appear() -> String
}
extension Screen {
    func appear() -> String { "default appear of \(name)" }
    func describe() -> String { "extension describe of \(name)" }
}
class BaseScreen: Screen {
    var name: String { "base" }
    func describe() -> String { "class describe of \(name)" }
}
final class LoginScreen: BaseScreen {
    override var name: String { "login" }
    func appear() -> String { "login appear" }
}
final class HomeScreen: Screen {
    let name = "home"
    func appear() -> String { "home appear" }
    func describe() -> String { "home describe" }
}
let login = LoginScreen()
let asScreen: Screen = login
let asBase: BaseScreen = login
print(login.appear(), "|", asScreen.appear(), "|", asBase.appear())
print(login.describe(), "|", asScreen.describe(), "|", asBase.describe())
let home: Screen = HomeScreen()
print(home.appear(), "|", home.describe())
let screens: [Screen] = [login, HomeScreen()]
for s in screens { print(s.name, s.appear(), s.describe()) }
