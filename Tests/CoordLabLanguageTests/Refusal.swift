import CoordLabLanguage
@testable import CoordLabSession

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
