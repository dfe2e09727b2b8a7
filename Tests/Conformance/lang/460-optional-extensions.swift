// Extensions of Optional (where Wrapped == String, and for any Wrapped): computed members and methods called on an Optional, nil or not, chosen by its static type.
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
    var isPresent: Bool { self != nil }
    func or(_ fallback: Wrapped) -> Wrapped {
        switch self {
        case .some(let value): return value
        case .none: return fallback
        }
    }
}
final class Session {
    var token: String?
    var userID: Int?
    deinit { print("deinit Session") }
}
var session: Session? = Session()
print(session?.token.orEmpty ?? "-", session!.token.isNilOrEmpty, session!.userID.or(-1))
session?.token = "abc"
session?.userID = 7
let token: String? = session?.token
print(token.orEmpty, token.isNilOrEmpty, token.isPresent, session!.userID.or(-1))
let missing: Int? = nil
let empty: String? = ""
print(missing.isPresent, missing.or(3), empty.isNilOrEmpty)
session = nil
print(session.isPresent)
