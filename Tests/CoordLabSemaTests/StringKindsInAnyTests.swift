import CoordLabSema
import Testing

/// A `Character` or `Substring` put into an `Any` other than to be printed at once is
/// refused: inside `Any` coordlab would take it for a `String`.
@Suite struct StringKindsInAnyTests {
    @Test(arguments: [
        ("let c: Character = \"a\"\nlet a: Any = c", "2:14", "a 'Character' converted to 'Any'"),
        ("let s = \"ab\".dropFirst()\nlet xs: [Any] = [s]", "2:18", "a 'Substring' converted to 'Any'"),
        ("func keep(_ v: Any) {}\nkeep(\"a,b\".split(separator: \",\")[0])", "2:6", "a 'Substring' converted to 'Any'"),
        ("var d: [String: Any] = [:]\nd[\"k\"] = \"ab\".first!", "2:10", "a 'Character' converted to 'Any'"),
    ])
    func refused(_ source: String, _ place: String, _ what: String) {
        let error = TypeCheckerTests.firstError(source)
        #expect(error?.hasPrefix("\(place): coordlab does not support \(what)") == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        "let c: Character = \"a\"\nprint(c, \"\\(c)\", String(describing: c))",
        "let s = \"ab\".dropFirst()\nlet a: Any = String(s)",
        "let s = \"ab\".dropFirst()\ndump(s)",
        "let cs: [Character] = [\"a\"]\nprint(cs, cs.first as Any)",
        "func f<T>(_ x: T) -> Bool { x is String }\nprint(f(\"ab\".first!))",
    ])
    func accepted(_ source: String) {
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
