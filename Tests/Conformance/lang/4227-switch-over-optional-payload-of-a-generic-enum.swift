// A switch over a generic enum whose parameter is bound to an Optional covers its payload with nil and value patterns (x?, .case?), as swiftc's exhaustiveness check does
enum Outcome<Value> {
    case loaded(Value)
    case failed(String)
}
enum Role { case admin, guest }
struct User { let name: String }
func describe(_ o: Outcome<User?>) -> String {
    switch o {
    case .loaded(let user?): return "user \(user.name)"
    case .loaded(nil): return "signed out"
    case .failed(let why): return "failed: \(why)"
    }
}
func badge(_ o: Outcome<Role?>) -> String {
    switch o {
    case .loaded(.admin?): return "A"
    case .loaded(.guest?): return "G"
    case .loaded(.none): return "-"
    case .failed: return "!"
    }
}
func flag(_ o: Outcome<Bool?>) -> String {
    switch o {
    case .loaded(true?), .loaded(false?): return "set"
    case .loaded(nil), .failed: return "unset"
    }
}
print(describe(.loaded(User(name: "ann"))), describe(.loaded(nil)), describe(.failed("offline")))
print(badge(.loaded(.admin)), badge(.loaded(.guest)), badge(.loaded(nil)), badge(.failed("x")))
print(flag(.loaded(true)), flag(.loaded(nil)), flag(.failed("y")))
