// A class Hashable by its id: a set compares with its ==, keeps the first equal member, update(with:) replaces.
final class User: Hashable {
    let id: Int
    let label: String
    init(_ id: Int, _ label: String) { self.id = id; self.label = label }
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    deinit { print("deinit \(label)") }
}
var users: Set<User> = [User(1, "first")]
print("inserting an equal user")
let result = users.insert(User(1, "second"))
print(result.inserted, result.memberAfterInsert.label)
print(users.contains(User(1, "probe")), users.contains(User(2, "other")))
print("updating")
let old = users.update(with: User(1, "third"))
print(old?.label as Any, users.first!.label)
print("removing by an equal value")
let gone = users.remove(User(1, "key"))
print(gone?.label as Any, users.isEmpty)
let team: Set<User> = [User(5, "a"), User(5, "b")]
print("team", team.count, team.first!.label)
print(Set([User(7, "x")]) == Set([User(7, "y")]))
print("end")
