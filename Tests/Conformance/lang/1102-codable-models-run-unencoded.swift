// Codable, Encodable and Decodable models (nested, recursive, enums with payloads, raw-value enums, optionals, collections, through a protocol) run as plain values when nothing encodes them
protocol Model: Codable, Equatable {}

enum Role: String, Codable { case admin, member }

struct Address: Codable, Equatable {
    var city: String
    var zip: String?
}

struct User: Model {
    let id: Int
    var name: String
    var role: Role
    var address: Address?
    var tags: Set<String> = []
    var scores: [String: [Double]] = [:]
    var friends: [User] = []
}

enum Route: Codable, Equatable {
    case home
    case profile(userID: Int, tab: String?)
}

final class Session: Encodable {
    var user: User?
    var history: [Route] = [.home]
    deinit { print("session ends", history.count) }
}

struct Draft: Decodable { var text: String }

var ada = User(id: 1, name: "Ada", role: .admin, address: Address(city: "London", zip: nil))
ada.friends.append(User(id: 2, name: "Bob", role: .member))
print(ada.name, ada.role, ada.address?.city ?? "-", ada.friends.map(\.name), ada == ada.friends[0])
do {
    let session = Session()
    session.user = ada
    session.history.append(.profile(userID: ada.id, tab: nil))
    print(session.history, session.user?.role.rawValue ?? "")
}
print(Draft(text: "hi").text, Role(rawValue: "member") as Any)
