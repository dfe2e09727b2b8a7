// a local closure only called dies where each path stops using it: at the start of a guard's else or of a branch that returns, and after an if whose branches call it
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("make \(name)") }
    deinit { print("free \(name)") }
}
enum LoginError: Error { case missing }

func validate(_ user: String?) throws {
    let audit = { [token = Token("audit")] in print("audit", token.name) }
    guard let user else {
        print("no user")
        throw LoginError.missing
    }
    audit()
    print("validated \(user)")
}
func route(_ path: String) {
    let track = { [token = Token("track")] in print("track", token.name) }
    if path.isEmpty {
        print("nothing to route")
        return
    }
    if path == "home" {
        track()
        print("home")
    } else {
        print("elsewhere \(path)")
    }
    print("routed")
}
func copies() {
    let first = { [token = Token("copied")] in print("call", token.name) }
    let second = first
    second()
    first()
    print("end of copies")
}
try? validate(nil)
try? validate("ana")
route("")
route("home")
route("settings")
copies()
