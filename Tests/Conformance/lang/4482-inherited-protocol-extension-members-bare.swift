// A protocol extension calls the members of the protocols its protocol inherits bare: requirements dispatch through the witness, extension methods statically
protocol Named { var name: String { get }; func describe() -> String }
extension Named {
    func greet() -> String { "hello \(name)" }
    func describe() -> String { "named \(name)" }
    static func kind() -> String { "named" }
}
protocol Screen: Named {}
extension Screen {
    func title() -> String { greet() + " / " + describe() + " / " + Self.kind() }
}
protocol Flow: AnyObject, Screen { func start() }
extension Flow {
    func run() -> String { start(); return title() + " / " + name }
}
struct Plain: Screen { var name = "plain" }
struct Custom: Screen {
    var name = "custom"
    func greet() -> String { "custom greet" }
    func describe() -> String { "custom describe" }
}
final class Login: Flow {
    var name = "login"
    var started = 0
    func start() { started += 1 }
    deinit { print("Login deinit after \(started) start(s)") }
}
print(Plain().title())
print(Custom().title())
do {
    let login = Login()
    print(login.run())
    let f: Flow = login
    print(f.run())
}
print("end")
