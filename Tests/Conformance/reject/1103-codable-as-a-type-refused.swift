// Codable as a type or a generic constraint is refused before the run (a type's own ': Codable' runs): nothing here can encode what it constrains
// expect-error: does not support Codable, Encodable or Decodable as a type or constraint yet
// expect-line: 10
struct Settings: Codable {
    var theme: String
}

final class Cache {
    private var items: [String: String] = [:]
    func store<Value: Encodable>(_ value: Value, for key: String) {
        items[key] = "\(value)"
        print("stored", key)
    }
}

print("start")
Cache().store(Settings(theme: "dark"), for: "settings")
