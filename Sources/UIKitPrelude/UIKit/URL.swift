/// Foundation's URL: a deep link or a web address, read into its parts (`url.host`,
/// `url.pathComponents`, `url.query`) as Foundation reads it. `URL(string:)` gives nil for an
/// empty string, a malformed scheme or a port that is not a number, and percent-encodes
/// characters a URL may not hold (a space is `%20`), as it does since iOS 17.
/// A value, as Foundation's is: it holds no object.
public struct URL: Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The string the URL was made from (with invalid characters encoded).
    let absoluteString: String
    /// Its parts, still percent-encoded.
    let __parts: __URLParts

    /// The URL `string` spells; nil where it spells none.
    init?(string: String) {
        guard let parts = __URLParts(__parsing: string) else { return nil }
        self.absoluteString = __URLCoding.encodingInvalidCharacters(string)
        self.__parts = parts
    }

    init(__parts parts: __URLParts, string: String) {
        self.__parts = parts
        self.absoluteString = string
    }

    /// The scheme (`myapp`, `https`), if any.
    var scheme: String? { __parts.scheme }

    /// The host, percent-decoded: a deep link's first word (`myapp://profile/42` has host `profile`).
    /// Nil where the authority is empty (`myapp:///x`); an IPv6 address without its brackets.
    var host: String? { __parts.bareHost.map { __URLCoding.decoding($0) } }

    /// The host, percent-encoded unless asked otherwise (iOS 16's spelling).
    func host(percentEncoded: Bool = true) -> String? {
        return percentEncoded ? __parts.bareHost : host
    }

    /// The port, if the URL names one.
    var port: Int? { __parts.port }

    /// The path, percent-decoded, without a trailing "/" (unless it is "/" alone).
    var path: String {
        let decoded = __URLCoding.decoding(__parts.path)
        return decoded.count > 1 && decoded.hasSuffix("/") ? String(decoded.dropLast()) : decoded
    }

    /// The path as written, percent-encoded unless asked otherwise, trailing "/" kept (iOS 16's spelling).
    func path(percentEncoded: Bool = true) -> String {
        return percentEncoded ? __parts.path : __URLCoding.decoding(__parts.path)
    }

    /// The path's components: "/" first for a path that starts with one, then each
    /// non-empty segment, decoded (`/a/b/` gives `["/", "a", "b"]`; `/x%2Fy` gives `["/", "x/y"]`).
    var pathComponents: [String] {
        var components: [String] = __parts.path.hasPrefix("/") ? ["/"] : []
        for segment in __parts.path.split(separator: "/") {
            components.append(__URLCoding.decoding(String(segment)))
        }
        return components
    }

    /// The last of `pathComponents`, or "" for an empty path.
    var lastPathComponent: String { pathComponents.last ?? "" }

    /// The query (after "?"), percent-encoded as written.
    var query: String? { __parts.query }

    /// The query, percent-encoded unless asked otherwise (iOS 16's spelling).
    func query(percentEncoded: Bool = true) -> String? {
        return percentEncoded ? __parts.query : __parts.query.map { __URLCoding.decoding($0) }
    }

    /// The fragment (after "#"), percent-encoded as written.
    var fragment: String? { __parts.fragment }

    /// The user before "@" in the authority (without a ":password"), decoded.
    var user: String? {
        guard let user = __parts.user else { return nil }
        return __URLCoding.decoding(__URLCoding.cut(user, at: ":")?.before ?? user)
    }

    /// This URL with `component` added to its path after a "/" (query and fragment kept).
    func appendingPathComponent(_ component: String) -> URL {
        var parts = __parts
        let separator = parts.path.hasSuffix("/") || (parts.path.isEmpty && parts.host == nil) ? "" : "/"
        parts.path += separator + __URLCoding.encoding(component, allowing: __URLCoding.pathCharacters)
        return URL(__parts: parts, string: parts.string ?? absoluteString)
    }

    /// This URL with `path` added to its path after a "/" (iOS 16's spelling; a "/" in `path` separates segments).
    func appending(path: String) -> URL {
        var parts = __parts
        let separator = parts.path.hasSuffix("/") || path.hasPrefix("/") || (parts.path.isEmpty && parts.host == nil) ? "" : "/"
        parts.path += separator + __URLCoding.encoding(path, allowing: __URLCoding.pathAllowed)
        return URL(__parts: parts, string: parts.string ?? absoluteString)
    }

    /// The URL's string, as `print` shows a URL.
    public var description: String { absoluteString }

    public var debugDescription: String { absoluteString }
}
