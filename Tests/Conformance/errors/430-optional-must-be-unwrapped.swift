// ERRORS: an Optional where its wrapped type is required
final class Session { var token: String? = "t" }
func authorize(_ token: String) { print("auth", token) }
let session = Session()
if let t = session.token { authorize(t) }
let token: String = session.token
