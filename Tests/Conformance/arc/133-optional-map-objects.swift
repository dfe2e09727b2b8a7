// ARC: Optional.map over a class instance and dictionary default subscripts holding objects
final class Session {
    let user: String
    init(_ user: String) { self.user = user }
    deinit { print("deinit session \(user)") }
}
final class Badge {
    let text: String
    init(_ text: String) { self.text = text; print("init badge \(text)") }
    deinit { print("deinit badge \(text)") }
}
func makeBadge(_ text: String) -> Badge? { Badge(text) }
var session: Session? = Session("ann")
let name = session.map { $0.user.uppercased() }
print(name ?? "-")
let badge = session.map { Badge($0.user) }
print("badge made", badge?.text ?? "-")
session = nil
print("session cleared")
var cache: [String: [Badge]] = [:]
cache["a", default: []].append(Badge("one"))
cache["a", default: []].append(Badge("two"))
print(cache["a", default: []].count)
_ = makeBadge("temp").map { $0.text }
print("temp gone")
cache.removeValue(forKey: "a")
print("cache cleared")
