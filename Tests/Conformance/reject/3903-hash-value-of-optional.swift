// hashValue of an Optional is refused: Swift hashes Optional(4) unlike 4, and coordlab keeps an Optional as its value
// expect-error: coordlab does not support 'hashValue' of an Optional yet
// expect-line: 10
final class Cache {
    deinit { print("Cache deinit") }
}
var cache: Cache? = Cache()
let stored: Int? = 4
print(4.hashValue == 4.hashValue)
print(stored.hashValue == 4.hashValue)
cache = nil
