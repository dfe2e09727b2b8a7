/// One `name=value` pair of a URL's query, as `URLComponents.queryItems` reads and
/// writes them; the value is nil where the pair has no "=".
public struct URLQueryItem: Hashable {
    var name: String
    var value: String?

    init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}
