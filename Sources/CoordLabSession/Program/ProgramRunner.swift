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
    /// coordlab's own words (commands' messages, failures around them); Swift's stay swiftc's.
    let text: Catalogue

    /// A runner printing to `output` and `diagnostics`, its own words in `language`.
    public init(output: @escaping (String) -> Void, diagnostics: @escaping (String) -> Void, loadsPrelude: Bool = true,
                language: InterfaceLanguage = .english) {
        self.output = output
        self.diagnostics = diagnostics
        self.loadsPrelude = loadsPrelude
        self.text = Catalogue(language)
    }

    /// Runs source texts (name, text); returns the exit status: 0, or 1 after an error.
    /// `:command` lines run at their place; a failed command is reported and the run goes
    /// on, ending with status 1, while a compile error or trap ends the run at once.
    public func run(sources: [(name: String, text: String)]) -> Int32 {
        var failed = false
        do {
            _ = try load(sources: sources) { message in
                diagnostics(message)
                failed = true
            }
            return failed ? 1 : 0
        } catch {
            return report(error, sources: sources)
        }
    }

    /// Runs source texts into a new workspace and returns it: declarations from every file,
    /// then top-level statements and `:command` lines in order (before each command,
    /// UIKit has ended the launch and shown the screen: `Workspace.finishLaunching`). A failed command goes to
    /// `commandFailed` ("file:line: error: …") and the run goes on; a compile error or trap
    /// is thrown, and so is a command's expression stopped midway (`StoppedMidway`).
    func load(sources: [(name: String, text: String)], commandFailed: (String) throws -> Void) throws -> Workspace {
        let workspace = try Workspace(output: output, loadsPrelude: loadsPrelude)
        var swift: [ParsedSource] = []
        var steps: [(command: String?, file: String, line: Int)] = []
        for s in sources {
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
        var context = CommandContext(workspace: workspace, say: { output($0 + "\n") })
        context.text = text
        for step in steps {
            guard let command = step.command else {
                try workspace.run(code.next()!)
                if needsScreen { workspace.observeScreen() }
                continue
            }
            // The commands are the user's: the app's launch has ended, its screen is shown.
            workspace.finishLaunching()
            do {
                defer { workspace.observeScreen() }
                try CommandTable.scripting.run(command, in: context)
            } catch let e as CommandError {
                try commandFailed(text("run.commandFailed", step.file, step.line, e.message(text)))
            }
            if workspace.isDamaged { throw StoppedMidway(file: step.file, line: step.line) }
        }
        return workspace
    }

    /// A command's expression stopped midway: what it held is still held, so the
    /// program's state is no longer its own, and a run stops.
    struct StoppedMidway: Error {
        let file: String
        let line: Int
    }

    /// Reports an error that ended a run and returns the run's exit status.
    func report(_ error: Error, sources: [(name: String, text: String)]) -> Int32 {
        switch error {
        case let e as CompileError:
            let text = sources.first { $0.name == e.location.file }?.text ?? UIKitPrelude.file(atPath: e.location.file)?.text
            diagnostics(renderDiagnostic(e, source: text))
        case let t as Trap:
            if let status = t.exitStatus { return status }
            diagnostics(t.rendered)
        case let s as StoppedMidway:
            diagnostics(text("run.stoppedMidway", s.file, s.line))
        case is Interrupted:
            diagnostics(text("run.interrupted"))
            return 130
        default:
            diagnostics("coordlab: \(error)")
        }
        return 1
    }

    /// Reads files and runs them; unreadable files are reported as errors.
    public func run(files: [String]) -> Int32 {
        guard let sources = read(files) else { return 1 }
        return run(sources: sources)
    }

    /// The files' texts, by name; nil (and each unreadable file reported) if one cannot be read.
    func read(_ files: [String]) -> [(name: String, text: String)]? {
        var sources: [(name: String, text: String)] = []
        for f in files {
            guard let data = FileManager.default.contents(atPath: f), let text = String(data: data, encoding: .utf8) else {
                diagnostics(text("run.cannotRead", f))
                return nil
            }
            sources.append((f, text))
        }
        return sources
    }
}
