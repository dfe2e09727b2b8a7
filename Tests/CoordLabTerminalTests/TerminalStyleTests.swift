@testable import CoordLabTerminal
import Testing

/// The one rule for colour, Unicode and width.
@Suite struct TerminalStyleTests {
    /// A UTF-8 colour terminal's environment, with `changes` applied.
    func environment(_ changes: [String: String] = [:]) -> [String: String] {
        ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"].merging(changes) { $1 }
    }

    /// A UTF-8 colour terminal gets Unicode, colour, and the given or `COLUMNS` width.
    @Test func terminalDefaults() {
        let style = TerminalStyle(environment: environment(), isTerminal: true)
        #expect(style.unicode && style.colour && style.width == 100)
        #expect(!TerminalStyle(environment: environment(), isTerminal: false).colour)
        #expect(TerminalStyle(environment: environment(["COLUMNS": "72"]), isTerminal: true).width == 72)
        #expect(TerminalStyle(environment: environment(["COLUMNS": "72"]), isTerminal: true, width: 60).width == 60)
    }

    /// A non-empty `NO_COLOR` turns colour off; an empty one does not.
    @Test func noColor() {
        let off = TerminalStyle(environment: environment(["NO_COLOR": "1"]), isTerminal: true)
        #expect(!off.colour && off.unicode)
        #expect(TerminalStyle(environment: environment(["NO_COLOR": ""]), isTerminal: true).colour)
    }

    /// `TERM=dumb` gets neither colour nor Unicode; no `TERM` at all gets no colour.
    @Test func dumbOrMissingTerm() {
        let dumb = TerminalStyle(environment: environment(["TERM": "dumb"]), isTerminal: true)
        #expect(!dumb.colour && !dumb.unicode)
        #expect(!TerminalStyle(environment: ["LANG": "C.UTF-8"], isTerminal: true).colour)
    }

    /// Unicode follows the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG`; colour does not.
    @Test func locale() {
        func unicode(_ changes: [String: String]) -> Bool {
            TerminalStyle(environment: environment(changes), isTerminal: true).unicode
        }
        #expect(!unicode(["LANG": "C"]))
        #expect(!unicode(["LANG": ""]))
        #expect(!unicode(["LC_ALL": "C"]))
        #expect(unicode(["LANG": "C", "LC_CTYPE": "C.utf8"]))
        #expect(unicode(["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]))
        #expect(TerminalStyle(environment: environment(["LANG": "C"]), isTerminal: true).colour)
    }
}
