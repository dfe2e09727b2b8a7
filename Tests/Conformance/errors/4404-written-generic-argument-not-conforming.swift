// Generic arguments written for a generic type (Cache<Double> for Cache<Key: Hashable & Named>) are checked where written: swiftc's 'type does not conform to protocol' at the type
// expect-error: type 'Double' does not conform to protocol 'Named'
protocol Named { var name: String { get } }
struct User: Hashable, Named { let name: String }
final class Cache<Key: Hashable & Named> {
    private var hits: [Key: Int] = [:]
    func touch(_ key: Key) {
        hits[key, default: 0] += 1
        print(key.name, hits[key]!)
    }
    deinit { print("Cache deinit") }
}
var users: Cache<User>? = Cache<User>()
users?.touch(User(name: "ada"))
users?.touch(User(name: "ada"))
users = nil
var prices: Cache<Double>? = nil
print(prices == nil)
