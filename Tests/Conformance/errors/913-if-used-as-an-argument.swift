// ERRORS: an if expression used as an argument is refused in swiftc's words
final class Session {
    var loggedIn = true
    deinit { print("Session deinit") }
}

let session = Session()
print("title:", if session.loggedIn { "Home" } else { "Login" })
let count = 3
print(count)
