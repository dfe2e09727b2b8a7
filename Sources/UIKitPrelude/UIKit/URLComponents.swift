/// Foundation's URLComponents: a URL taken apart to read its query items
/// (`components.queryItems?.first { $0.name == "id" }?.value`) or put together from
/// parts (`components.path = "/profile"`, `components.url`). Each part is kept
/// percent-encoded; the plain spellings decode it when read and encode it when set.
public struct URLComponents: Hashable {
    /// The parts, percent-encoded.
    var __parts = __URLParts()

    /// No parts: an empty path and nothing else.
    init() {}

    /// The parts of `string`; nil where `URL(string:)` would be, but for the empty string (no parts).
    init?(string: String) {
        if string.isEmpty {
            return
        }
        guard let parts = __URLParts(__parsing: string) else { return nil }
        __parts = parts
    }

    /// The parts of `url` (a URL here is never relative, so `resolvingAgainstBaseURL` changes nothing).
    init?(url: URL, resolvingAgainstBaseURL resolve: Bool) {
        __parts = url.__parts
    }

    var scheme: String? {
        get { __parts.scheme }
        set { __parts.scheme = newValue }
    }

    var host: String? {
        get { __parts.host.map { __URLCoding.decoding($0) } }
        set { __parts.host = newValue.map { __URLCoding.encoding($0, allowing: __URLCoding.hostAllowed) } }
    }

    var port: Int? {
        get { __parts.port }
        set { __parts.portText = newValue.map { String($0) } }
    }

    /// The path, decoded (a trailing "/" kept, unlike `URL.path`).
    var path: String {
        get { __URLCoding.decoding(__parts.path) }
        set { __parts.path = __URLCoding.encoding(newValue, allowing: __URLCoding.pathAllowed) }
    }

    var percentEncodedPath: String {
        get { __parts.path }
        set { __parts.path = newValue }
    }

    /// The query, decoded.
    var query: String? {
        get { __parts.query.map { __URLCoding.decoding($0) } }
        set { __parts.query = newValue.map { __URLCoding.encoding($0, allowing: __URLCoding.queryAllowed) } }
    }

    var percentEncodedQuery: String? {
        get { __parts.query }
        set { __parts.query = newValue }
    }

    /// The query's `name=value` pairs, decoded, in order; nil without a query. Setting
    /// them encodes what a name or value may not hold (`&` and `=`; `+` stays).
    var queryItems: [URLQueryItem]? {
        get {
            guard let query = __parts.query else { return nil }
            if query.isEmpty {
                return []
            }
            return query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
                let text = String(pair)
                guard let equals = __URLCoding.cut(text, at: "=") else {
                    return URLQueryItem(name: __URLCoding.decoding(text), value: nil)
                }
                return URLQueryItem(name: __URLCoding.decoding(equals.before), value: __URLCoding.decoding(equals.after))
            }
        }
        set {
            __parts.query = newValue.map { items in
                items.map { item in
                    let name = __URLCoding.encoding(item.name, allowing: __URLCoding.queryItemAllowed)
                    guard let value = item.value else { return name }
                    return name + "=" + __URLCoding.encoding(value, allowing: __URLCoding.queryItemAllowed)
                }.joined(separator: "&")
            }
        }
    }

    var fragment: String? {
        get { __parts.fragment.map { __URLCoding.decoding($0) } }
        set { __parts.fragment = newValue.map { __URLCoding.encoding($0, allowing: __URLCoding.queryAllowed) } }
    }

    /// The string the parts spell; nil where a host is given with a path not starting with "/".
    var string: String? { __parts.string }

    /// The URL the parts spell; nil where they spell none.
    var url: URL? {
        guard let text = __parts.string else { return nil }
        return URL(__parts: __parts, string: text)
    }
}
