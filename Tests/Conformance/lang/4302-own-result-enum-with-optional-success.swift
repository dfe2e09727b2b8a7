// An own Result-like enum with an Optional success value, switched over and printed
struct User: CustomStringConvertible {
    let name: String
    var description: String { "User(\(name))" }
}
enum LoadError: Error { case offline }
enum Outcome<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)

    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
func find(_ name: String) -> Outcome<User?, LoadError> {
    if name == "net" { return .failure(.offline) }
    return .success(name.isEmpty ? nil : User(name: name))
}
for name in ["ann", "", "net"] {
    let r = find(name)
    switch r {
    case .success(let user):
        if let user { print("found", user) } else { print("no user") }
    case .failure(let e): print("failed", e)
    }
    print(r, r.isSuccess)
}
