// ERRORS: a generic cache storing [Key: Value] for a Key nothing requires to be Hashable is refused in swiftc's words
final class Cache<Key, Value> {
    private var storage: [Key: Value] = [:]
    func insert(_ value: Value, for key: Key) { storage[key] = value }
    func value(for key: Key) -> Value? { storage[key] }
}

let cache = Cache<String, Int>()
cache.insert(1, for: "one")
print(cache.value(for: "one") ?? 0)
