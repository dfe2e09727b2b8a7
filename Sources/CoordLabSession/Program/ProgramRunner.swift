import CoordLabLanguage
import Foundation
import UIKitPrelude

/// Runs Swift files as one program, as `coordlab run` does: declarations from every file,
/// then the top-level statements in order. A compile error or trap ends the run.
public struct ProgramRunner {
    /// Where program output goes.
    let output: (String) -> Void
    /// Where diagnostics go.
    let diagnostics: (String) -> Void
    /// Whether the UIKit prelude is loaded first.
    let loadsPrelude: Bool

    public init(output: @escaping (String) -> Void, diagnostics: @escaping (String) -> Void, loadsPrelude: Bool = true) {
        self.output = output
        self.diagnostics = diagnostics
        self.loadsPrelude = loadsPrelude
    }

    /// Runs source texts (name, text); returns the exit status: 0, or 1 after an error.
    /// `:command` lines run at their place; a failed command is reported and the run goes
    /// on, ending with status 1, while a compile error or trap ends the run at once.
    public func run(sources: [(name: String, text: String)]) -> Int32 {
        var texts: [String: String] = [:]
        var failed = false
        do {
            let workspace = try Workspace(output: output, loadsPrelude: loadsPrelude)
            var swift: [ParsedSource] = []
            var steps: [(command: String?, file: String, line: Int)] = []
            for s in sources {
                texts[s.name] = s.text
                for part in Script(s.text).parts {
                    switch part {
                    case .swift(let text, let line):
                        swift.append(try ParsedSource(text: text, fileName: s.name, firstLine: line))
                        steps.append((nil, s.name, line))
                    case .command(let text, let line):
                        steps.append((text, s.name, line))
                    }
                }
            }
            var code = try workspace.compile(swift).makeIterator()
            // Screens are only watched when a command may ask about them.
            let needsScreen = steps.contains { $0.command != nil }
            let context = CommandContext(workspace: workspace, say: { output($0 + "\n") })
            for step in steps {
                guard let command = step.command else {
                    try workspace.run(code.next()!)
                    if needsScreen { workspace.observeScreen() }
                    continue
                }
                do {
                    defer { workspace.observeScreen() }
                    try CommandTable.scripting.run(command, in: context)
                } catch let e as CommandError {
                    diagnostics("\(step.file):\(step.line): error: \(e.message)")
                    failed = true
                }
                if workspace.isDamaged {
                    diagnostics("\(step.file):\(step.line): error: this command's expression stopped midway; "
                                + "what it held is still held, so the program's state is no longer its own: the run stops here")
                    return 1
                }
            }
            return failed ? 1 : 0
        } catch let e as CompileError {
            diagnostics(renderDiagnostic(e, source: texts[e.location.file] ?? UIKitPrelude.file(atPath: e.location.file)?.text))
            return 1
        } catch let t as Trap {
            diagnostics(t.rendered)
            return 1
        } catch is Interrupted {
            diagnostics("coordlab: interrupted")
            return 130
        } catch {
            diagnostics("coordlab: \(error)")
            return 1
        }
    }

    /// Reads files and runs them; unreadable files are reported as errors.
    public func run(files: [String]) -> Int32 {
        var sources: [(String, String)] = []
        for f in files {
            guard let data = FileManager.default.contents(atPath: f), let text = String(data: data, encoding: .utf8) else {
                diagnostics("error: cannot read '\(f)'")
                return 1
            }
            sources.append((f, text))
        }
        return run(sources: sources)
    }
}
