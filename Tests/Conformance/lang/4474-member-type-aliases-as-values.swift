// Type aliases declared inside types, used as values: constructors, static members and written types through the outer type
struct Kind { let raw: String; init(_ raw: String) { self.raw = raw }; static let a = Kind("a") }
typealias K = Kind
print(K("x").raw, K.a.raw)
struct Outer { struct In { let v = 1 }; typealias I = In; typealias N = Int }
print(Outer.In().v)
let n: Outer.N = 3
print(n, Outer.N(4), Outer.I().v)
extension Outer { typealias S = String }
print(Outer.S(5))
final class Token: Hashable {
    let raw: String
    init(_ raw: String) { self.raw = raw; print("Token \(raw) init") }
    static let shared = Token("shared")
    static func == (a: Token, b: Token) -> Bool { a.raw == b.raw }
    func hash(into h: inout Hasher) { h.combine(raw) }
    deinit { print("Token \(raw) deinit") }
}
class Session {
    typealias ID = Token
    typealias Handler = (ID) -> Void
    typealias Names = [String]
    var handlers: [Handler] = []
    deinit { print("Session deinit") }
}
do {
    let session = Session()
    let made = Session.ID("made")
    let ids: Set<Session.ID> = [made, .shared, Session.ID("made")]
    session.handlers.append { id in print("handled", id.raw) }
    for h in session.handlers { h(Session.ID.shared) }
    print(ids.count, Session.Names(repeating: "n", count: 2), Session.ID.self == Token.self)
}
print("after do")
