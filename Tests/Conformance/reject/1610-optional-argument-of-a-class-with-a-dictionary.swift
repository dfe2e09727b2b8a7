// A class keeping its parameter's values in a dictionary reads them as Optionals of it, so an Optional argument is refused
// expect-error: coordlab does not support Optional generic arguments ('Value' would be 'Int?') yet
// expect-line: 14
final class Cache<Value> {
    private var storage: [String: Value] = [:]
    func put(_ value: Value, for key: String) { storage[key] = value }
    func has(_ key: String) -> Bool { storage[key] != nil }
}
final class Slot<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
print(Slot<Int?>(nil).value == nil)
let cache = Cache<Int?>()
cache.put(nil, for: "a")
print(cache.has("a"))
