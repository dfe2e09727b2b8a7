// TRAP: a nil `T!` global passed for a `T` parameter traps where Swift unwraps it, before the call runs
// expect-trap: Unexpectedly found nil while implicitly unwrapping an Optional value
final class Session {
    let user: String
    init(user: String) { self.user = user }
    deinit { print("deinit Session", user) }
}
func greet(_ s: Session) -> String {
    print("greeting")
    return "hi \(s.user)"
}
var current: Session! = Session(user: "ada")
print(greet(current))
current = nil
print("signed out")
print(greet(current))
