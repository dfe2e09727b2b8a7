// An instance property named on its own class (Session.token) is refused in swiftc's words, before anything runs.
final class Session {
    var token = "abc"
    static var count = 0
    init() { Session.count += 1 }
    deinit { print("Session deinit") }
}
var session: Session? = Session()
print(Session.count)
session = nil
print(Session.token)
