import CoordLabSession
import Foundation
import Testing

/// The prelude's URL, URLComponents and URLQueryItem (`UIKit/URL*.swift`) read and build
/// URLs as Foundation itself does on this machine, input by input: deep links, empty hosts
/// and ports, IPv6 hosts, encoded slashes, invalid characters, strings that are no URL.
@Suite struct URLFoundationTests {
    /// Strings with the edges a URL has.
    static let inputs = ["myapp://profile/42?tab=posts#top", "1abc:x", "myapp://", "myapp:///x", "https://user:pw@host.com:80/a//b/?q#f",
                         "https://a.com/%7Euser", "a:b:c", "//host/path", "/just/path", "rel/path?x=1", "https://a.com/a b?c d#e f",
                         "https://a.com/100%", "https://a.com/?a=1&&b=&=c", "https://[::1]:8080/x", "myapp://item/3?", "tel:123",
                         "https://a.com/x%2Fy", "https://a.com:/x", "http://a.com:xx/", "x?y#z", ""]

    /// The program's output, run with the prelude.
    private func printed(_ source: String) throws -> String {
        var out = ""
        let w = try Workspace(output: { out += $0 })
        try w.run(swift: source, fileName: "t.swift")
        return out
    }

    /// One line of what a URL's members give, or "nil" where the string is no URL.
    private static func described(_ url: URL?) -> String {
        guard let u = url else { return "nil\n" }
        let parts: [String] = [u.absoluteString, u.scheme ?? "-", u.host ?? "-", "\(u.port ?? -1)", u.path, "\(u.pathComponents)",
                               u.lastPathComponent, u.query ?? "-", u.fragment ?? "-", u.user ?? "-", u.host() ?? "-", u.path(),
                               u.appendingPathComponent("n b").absoluteString, u.appending(path: "p/q").absoluteString]
        return parts.joined(separator: " | ") + "\n"
    }

    /// The same line, as a Swift expression for coordlab to print.
    private static let describing = """
        func described(_ url: URL?) -> String {
            guard let u = url else { return "nil" }
            let parts: [String] = [u.absoluteString, u.scheme ?? "-", u.host ?? "-", "\\(u.port ?? -1)", u.path, "\\(u.pathComponents)",
                                   u.lastPathComponent, u.query ?? "-", u.fragment ?? "-", u.user ?? "-", u.host() ?? "-", u.path(),
                                   u.appendingPathComponent("n b").absoluteString, u.appending(path: "p/q").absoluteString]
            return parts.joined(separator: " | ")
        }

        """

    @Test func readsEachPartAsFoundationDoes() throws {
        let expected = Self.inputs.map { Self.described(URL(string: $0)) }.joined()
        let source = Self.describing + "for s in \(Self.inputs) { print(described(URL(string: s))) }\n"
        #expect(try printed(source) == expected)
    }

    @Test func queryItemsReadAsFoundationReadsThem() throws {
        let expected = Self.inputs.map { s in
            guard let c = URLComponents(string: s) else { return "nil\n" }
            return "\(c.host ?? "-") \(c.path) \(c.query ?? "-") \((c.queryItems ?? []).map { "\($0.name)=\($0.value ?? "nil")" }) \(c.string ?? "-")\n"
        }.joined()
        let source = """
            for s in \(Self.inputs) {
                guard let c = URLComponents(string: s) else { print("nil"); continue }
                print(c.host ?? "-", c.path, c.query ?? "-", (c.queryItems ?? []).map { "\\($0.name)=\\($0.value ?? "nil")" }, c.string ?? "-")
            }

            """
        #expect(try printed(source) == expected)
    }

    @Test func buildsFromPartsAsFoundationDoes() throws {
        var c = URLComponents()
        var expected = ""
        c.path = "rel"
        expected += "\(c.string ?? "nil")\n"
        c.host = "h.com"
        expected += "\(c.string ?? "nil")\n"
        c.path = "/a b"
        c.queryItems = []
        expected += "\(c.string ?? "nil")\n"
        c.queryItems = [URLQueryItem(name: "a=b", value: "c=d?/#x+y&z"), URLQueryItem(name: "flag", value: nil)]
        c.fragment = "frag ment"
        expected += "\(c.string ?? "nil") \(c.percentEncodedQuery ?? "-") \(c.query ?? "-")\n"
        c.port = 99
        c.scheme = "https"
        expected += "\(c.url?.absoluteString ?? "nil") \(c.url?.port ?? 0)\n"
        let source = """
            var c = URLComponents()
            c.path = "rel"
            print(c.string ?? "nil")
            c.host = "h.com"
            print(c.string ?? "nil")
            c.path = "/a b"
            c.queryItems = []
            print(c.string ?? "nil")
            c.queryItems = [URLQueryItem(name: "a=b", value: "c=d?/#x+y&z"), URLQueryItem(name: "flag", value: nil)]
            c.fragment = "frag ment"
            print(c.string ?? "nil", c.percentEncodedQuery ?? "-", c.query ?? "-")
            c.port = 99
            c.scheme = "https"
            print(c.url?.absoluteString ?? "nil", c.url?.port ?? 0)

            """
        #expect(try printed(source) == expected)
    }
}
