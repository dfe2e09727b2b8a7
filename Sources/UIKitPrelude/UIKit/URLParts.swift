/// The parts of a URL string as RFC 3986 splits it (`scheme://user@host:port/path?query#fragment`),
/// each still percent-encoded: what `URL` and `URLComponents` are made from.
///
/// Characters a URL may not hold (a space, `"`, `<`, `|`, …) are percent-encoded first, as
/// `URL(string:)` does since iOS 17. coordlab has no UTF-8 bytes of a character to encode
/// or decode, so a URL holding a character outside ASCII, or a `%` escape of a byte outside
/// printable ASCII, stops the program with a message rather than giving another URL.
public struct __URLParts: Hashable, Codable {
    var scheme: String? = nil
    var user: String? = nil
    var host: String? = nil
    /// The digits after the host's ":", empty where the ":" has none.
    var portText: String? = nil
    var path: String = ""
    var query: String? = nil
    var fragment: String? = nil

    init() {}

    /// The parts of `string`; nil where it is empty, its first segment holds a ":" but is no
    /// scheme (`1abc:x`), or its port is not a number.
    init?(__parsing string: String) {
        if string.isEmpty {
            return nil
        }
        var rest = __URLCoding.encodingInvalidCharacters(string)
        if let colon = __URLCoding.cut(rest, at: ":"), !colon.before.contains(where: { "/?#".contains($0) }) {
            // A first segment with a ":" is a scheme, or no URL at all.
            guard __URLParts.isScheme(colon.before) else { return nil }
            scheme = colon.before
            rest = colon.after
        }
        if let hash = __URLCoding.cut(rest, at: "#") {
            fragment = hash.after
            rest = hash.before
        }
        if let mark = __URLCoding.cut(rest, at: "?") {
            query = mark.after
            rest = mark.before
        }
        guard rest.hasPrefix("//") else {
            path = rest
            return
        }
        var authority = String(rest.dropFirst(2))
        if let slash = __URLCoding.cut(authority, at: "/") {
            authority = slash.before
            path = "/" + slash.after
        }
        guard readAuthority(authority) else { return nil }
    }

    /// Reads `user@host:port` into `user`, `host` and `port`; false where the port is not a number.
    private mutating func readAuthority(_ authority: String) -> Bool {
        var hostAndPort = authority
        if let at = __URLCoding.cut(authority, at: "@", last: true) {
            user = at.before
            hostAndPort = at.after
        }
        host = hostAndPort
        if let colon = __URLCoding.cut(hostAndPort, at: ":", last: true), !colon.after.contains("]") {
            host = colon.before
            let digits = colon.after
            guard digits.allSatisfy({ __URLCoding.digits.contains($0) }) else { return false }
            portText = digits
        }
        return true
    }

    /// The port, where digits follow the host's ":".
    var port: Int? { portText.flatMap { Int($0) } }

    /// The host without the brackets of an IPv6 address (`[::1]` is `::1`), nil where empty.
    var bareHost: String? {
        guard let host, !host.isEmpty else { return nil }
        return host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// Whether `text` is a scheme: a letter, then letters, digits, `+`, `-` and `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.first, __URLCoding.letters.contains(first) else { return false }
        return text.allSatisfy { __URLCoding.letters.contains($0) || __URLCoding.digits.contains($0) || "+-.".contains($0) }
    }

    /// The string these parts spell; nil where a host is given with a path that does not
    /// start with "/" (which no URL can spell).
    var string: String? {
        var text = ""
        if let scheme {
            text += scheme + ":"
        }
        if host != nil || user != nil || portText != nil {
            if !path.isEmpty && !path.hasPrefix("/") {
                return nil
            }
            text += "//"
            if let user {
                text += user + "@"
            }
            text += host ?? ""
            if let portText {
                text += ":" + portText
            }
        }
        text += path
        if let query {
            text += "?" + query
        }
        if let fragment {
            text += "#" + fragment
        }
        return text
    }
}
