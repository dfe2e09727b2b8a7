import CoordLabSema
import Testing

/// `String(format:)`: the conversions a format reads, and the calls refused before the run
/// (swiftc's errors for arguments that are not `CVarArg`s, coordlab's for formats it would
/// run differently).
@Suite struct StringFormatTests {
    @Test func readsWhatEachConversionTakes() throws {
        let format = try #require(FormatString("%05.1f|%-4d|%x|%@|%%|%lld|%+.3e"))
        #expect(format.arguments == [.floating, .integer, .integer, .object, .integer, .floating])
        #expect(FormatString("100%%")?.arguments == [])
    }

    @Test func refusesWhatItDoesNotRun() {
        for unsupported in ["%*d", "%1$@", "%s", "%p", "%n", "%"] {
            #expect(FormatString(unsupported) == nil, "\(unsupported)")
        }
    }

    @Test(arguments: [
        ("let n: Int? = 3\nprint(String(format: \"%d\", n))", "2:28: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
        ("struct P {}\nprint(String(format: \"%@\", P()))", "2:28: argument type 'P' does not conform to expected type 'CVarArg'"),
        ("print(String(format: \"%d %d\", 3))", "1:22: coordlab does not support a 'String(format:)' whose format reads 2 argument(s) where 1 are given yet"),
        ("print(String(format: \"%d\", 2.5))", "1:28: coordlab does not support a 'String(format:)' argument of type 'Double' where its conversion reads integer yet"),
        ("print(String(format: \"%s\", \"x\"))", "1:22: coordlab does not support this 'String(format:)' format (a '*' width, a positional argument, '%s', '%p' or an unknown conversion) yet"),
    ])
    func refusesCallsBeforeTheRun(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func acceptsFittingCalls() {
        #expect(TypeCheckerTests.firstError("let f: Float = 1\nlet s = String(format: \"%.2f %d %@ %x\", f, UInt8(3), \"a\", 255)\nprint(s)") == nil)
    }
}
