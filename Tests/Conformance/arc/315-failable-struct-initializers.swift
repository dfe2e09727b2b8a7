// failable struct initializers: nil when they fail, with what they stored released before the call returns
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}
struct Session {
    let token: Resource
    let user: String
    init?(user: String) {
        token = Resource("token-\(user)")
        if user.isEmpty {
            print("no user")
            return nil
        }
        self.user = user
    }
}
struct Port {
    let number: Int
    init?(_ text: String) {
        guard let n = Int(text), n > 0 else { return nil }
        number = n
    }
}
print(Session(user: "") == nil, "after the failed one")
let s = Session(user: "kim")
print(s?.user ?? "none", s?.token.name ?? "none")
print(Port("80") as Any, Port("x") as Any)
if let p = Port("443") { print("port", p.number) }
let ports = ["1", "a", "3"].compactMap(Port.init)
print(ports.map(\.number))
