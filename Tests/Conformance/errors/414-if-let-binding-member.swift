// ERRORS: an if-let binding has the unwrapped type
final class Session {
    var user: String?
    var token: String?
}
let session = Session()
if let user = session.user {
    print(user.uppercased())
}
if let token = session.token, !token.isEmpty {
    print(token.length)
}
