import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Runs `source` without the prelude: the compile error it gets (nil when it ran) and
/// what it printed before (which must be nothing when it is refused).
func refusal(_ source: String) throws -> (CompileError?, [String]) {
    var printed: [String] = []
    let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
    do {
        try w.run(swift: source, fileName: "t.swift")
        return (nil, printed)
    } catch let e as CompileError {
        return (e, printed)
    }
}

/// Expects `source` refused before it printed anything, at `place`, as something coordlab
/// does not support: its message starts with "coordlab does not support " and `what`.
func expectUnsupported(_ source: String, at place: String, saying what: String) throws {
    let (e, printed) = try refusal(source)
    #expect(e?.message.hasPrefix("coordlab does not support \(what)") == true, "\(String(describing: e))")
    #expect(e?.location.description == place)
    #expect(printed.isEmpty)
}

/// Expects `source` refused before it printed anything, at `place`, with `message`
/// (swiftc's words).
func expectRefused(_ source: String, at place: String, saying message: String) throws {
    let (e, printed) = try refusal(source)
    #expect(e?.message == message)
    #expect(e?.location.description == place)
    #expect(printed.isEmpty)
}

/// What `source` prints, run without the prelude.
func output(of source: String) throws -> String {
    var out = ""
    let w = try Workspace(output: { out += $0 }, loadsPrelude: false)
    try w.run(swift: source, fileName: "t.swift")
    return out
}
