// A cache struct whose code makes an Optional of its Value (value(for:) -> Value?) is refused an Optional Value: .some(nil) would be lost
// expect-error: Optional generic arguments ('Value' would be 'User?')
final class User {
    let name: String
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
struct Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    mutating func insert(_ value: Value, for key: Key) { storage[key] = value }
    func value(for key: Key) -> Value? { storage[key] }
    var count: Int { storage.count }
}
do {
    var cache = Cache<String, User?>()
    cache.insert(User(name: "ann"), for: "a")
    cache.insert(nil, for: "b")
    print(cache.count)
    cache.insert(User(name: "bob"), for: "a")
    print("replaced")
}
print("end")
