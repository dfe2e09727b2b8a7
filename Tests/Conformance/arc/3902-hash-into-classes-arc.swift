// hash(into:) of classes runs as Swift runs it: identity-keyed sessions hashed by id, objects kept alive by sets
final class Session: Hashable {
    let id: Int
    var visits = 0
    init(_ id: Int) { self.id = id; print("open", id) }
    deinit { print("close", id) }
    static func == (l: Session, r: Session) -> Bool { l.id == r.id }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
struct Visit: Hashable { let session: Session; let page: String }
do {
    let a = Session(1), b = Session(1), c = Session(2)
    print(a.hashValue == b.hashValue, a.hashValue == c.hashValue)
    print(Visit(session: a, page: "home").hashValue == Visit(session: b, page: "home").hashValue)
    var live: Set<Session> = [a, b, c]
    print(live.count)
    live.remove(Session(2))
    print(live.count)
}
print("after scope")
var hasher = Hasher()
hasher.combine(Session(9))
print(hasher.finalize() == hasher.finalize())
print("end")
