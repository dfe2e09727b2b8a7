import Testing
@testable import CoordLabSession

/// The REPL checks each input with what earlier inputs declared: a type error is reported
/// before anything runs, and the session goes on as it was.
@Suite struct CheckedInputTests {
    final class Captured: @unchecked Sendable { var text = "" }

    /// Each input's output, in a fresh session.
    static func outputs(_ inputs: [String]) -> [(ok: Bool, text: String)] {
        let captured = Captured()
        let session = Session(output: { captured.text += $0 })
        session.showsSummary = false
        return inputs.map { input in
            captured.text = ""
            let ok = session.evaluate(input)
            return (ok, captured.text)
        }
    }

    @Test func aMemberTypoRunsNothingAndKeepsTheSession() {
        let out = Self.outputs([
            "final class Screen { let title = \"Home\"; deinit { print(\"deinit Screen\") } }",
            "var screen: Screen? = Screen()",
            "print(\"before\"); print(screen?.titel as Any)",
            "print(screen?.title as Any)",
            "screen = nil",
        ])
        #expect(!out[2].ok)
        #expect(out[2].text.hasPrefix("<input 3>:1:32: error: value of type 'Screen' has no member 'titel'"))
        #expect(out[3].ok && out[3].text == "Optional(\"Home\")\n")
        #expect(out[4].text.contains("deinit Screen"))
    }

    @Test func laterInputsSeeEarlierDeclarationsTypes() {
        let out = Self.outputs([
            "struct Tab { let badge: Int }",
            "let tabs = [Tab(badge: 1)]",
            "let first = tabs.first",
            "print(first as Any)",
            "print(first?.bagde as Any)",
        ])
        #expect(out[3].text == "Optional(main.Tab(badge: 1))\n")
        #expect(out[4].text.contains("value of type 'Tab' has no member 'bagde'"))
    }
}
