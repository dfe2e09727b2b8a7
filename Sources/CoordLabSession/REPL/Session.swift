import CoordLabGraph
import CoordLabLanguage
import Foundation
import UIKitPrelude

/// An interactive session: the inputs accepted so far and the live program they built.
///
/// A failed input (compile error, trap, Ctrl-C, failed command) leaves the session as it
/// was before it: the program is rebuilt by replaying the accepted inputs silently, which
/// is exact because evaluation is deterministic. `:undo` works the same way.
public final class Session {
    /// Where output goes (and is captured for the transcript).
    private(set) var output: (String) -> Void = { _ in }
    /// Output of the input being run, for the transcript.
    private var captured = ""
    /// The session as it happened, for exports.
    private(set) var transcript = Transcript()
    /// The Swift of the input being run.
    private var currentSwift: [String] = []
    /// Objects created and deinitialized by the input being run.
    private var currentLifetimes: (created: [String], deinitialized: [String]) = ([], [])
    /// When the session started.
    private let startedAt = Date()
    /// The interpreter limits of this session.
    var limitSettings = (loops: 10_000_000, objects: 2_000_000, depth: 2_000)
    /// Characters one input may have.
    var inputLimit = 1_000_000
    /// How the session was set up.
    let configuration: Configuration
    /// Whether commands may read or write files now (off while lesson content runs).
    var allowsFiles: Bool
    /// Called with each finished transcript entry (the journal).
    private let onEntry: ((Transcript.Entry) -> Void)?
    /// Called when an input is finished, after `onEntry` (to show output only once it is journaled).
    private let afterInput: (() -> Void)?
    /// The inputs that built the program, and those undone.
    private(set) var history = InputHistory()
    /// The live program.
    private(set) var workspace: Workspace
    /// Set while code runs so Ctrl-C can stop it.
    var interruptFlag: UnsafeMutablePointer<Int32>? {
        didSet { workspace.interpreter.interruptFlag = interruptFlag }
    }
    /// Whether `:quit` was typed.
    private(set) var wantsToQuit = false
    /// Counts inputs, for `<input N>` locations.
    private var inputNumber = 0
    /// The `<input N>` number each transcript entry ran as (nil: refused before it got one),
    /// so that a Markdown export can renumber what it replays.
    public private(set) var entryNumbers: [Int?] = []
    /// Whether output is being discarded (replay).
    private var silent = false
    /// The open lesson, if any.
    var guide: Guide?
    /// The window of the lesson step being worked on, which its goals look through.
    var goalWindow: GoalWindow?
    /// The window of each step shown since the lesson opened, by step index.
    var stepWindows: [Int: GoalWindow] = [:]
    /// Where lessons are found.
    var library: LessonLibrary { configuration.library }
    /// Saved lesson progress.
    let progress: Progress
    /// Whether the after-input summary is shown (`:quiet` turns it off).
    var showsSummary: Bool
    /// Every deinit so far: which input caused it.
    private(set) var deinitLog: [(input: Int, object: String)] = []
    /// Where the after-input verdicts differed from the whole graph's, when
    /// `Configuration.checksVerdicts` asks to compare them (empty: they agreed).
    private(set) var verdictMismatches: [String] = []
    /// Names leaked or abandoned after the last input, to tell what is new.
    private var lastVerdicts: Set<String> = []
    /// The graph the last screen observation built, and the workspace it shows.
    private var observed: (workspace: Workspace, graph: RetainGraph)?
    /// The analysis after the current input ran, shared by its summary and its transcript
    /// entry, and the workspace it is of (a failed input leaves a rebuilt one).
    private var settled: (workspace: Workspace, graph: RetainGraph, verdicts: Verdicts)?
    /// Every command, REPL-only ones included.
    private(set) var commands = CommandTable([])
    /// The language coordlab speaks in this session (`:set lang` changes it).
    var language: InterfaceLanguage
    /// coordlab's own words in the session's language.
    var text: Catalogue { Catalogue(language) }

    /// Starts a session with the UIKit prelude loaded, writing to `output`.
    ///
    /// `onEntry` is told of each finished input (the journal); `afterInput` is called
    /// after it, so that output can be shown only once it is journaled.
    public init(configuration: Configuration = Configuration(), output: @escaping (String) -> Void,
                onEntry: ((Transcript.Entry) -> Void)? = nil, afterInput: (() -> Void)? = nil) {
        self.configuration = configuration
        allowsFiles = configuration.allowsFiles
        showsSummary = configuration.showsSummary
        language = configuration.language
        progress = Progress(url: configuration.progressFile)
        self.onEntry = onEntry
        self.afterInput = afterInput
        workspace = Session.freshWorkspace(nil)
        commands = CommandTable(SessionCommands.all(self) + [SetCommand.command(self)] + GuideCommands.all(self)
                                + CommandTable.scripting.commands)
        applyLimits()
        self.output = { [unowned self] text in
            self.captured += text
            output(text)
        }
        connectOutput()
    }

    private static func freshWorkspace(_ flag: UnsafeMutablePointer<Int32>?) -> Workspace {
        // The prelude is part of coordlab; if it failed to load that would be a bug, and
        // an empty program is still usable.
        let w = (try? Workspace(output: { _ in })) ?? (try! Workspace(output: { _ in }, loadsPrelude: false))
        w.interpreter.interruptFlag = flag
        return w
    }

    private func connectOutput() {
        applyLimits()
        if configuration.checksVerdicts {
            workspace.verdictCheck = VerdictCheck { [unowned self] in self.verdictMismatches.append($0) }
        }
        workspace.interpreter.output = { [unowned self] text in
            guard !self.silent else { return }
            self.output(self.configuration.escapesProgramOutput ? TerminalMarkdown.escapeControls(text, keepingNewlines: true) : text)
        }
    }

    /// Runs one input (Swift, `:commands`, or both on separate lines); returns false if it
    /// failed, in which case the session is as it was before.
    @discardableResult
    public func evaluate(_ input: String) -> Bool {
        if input.allSatisfy(\.isWhitespace) { return true }
        let start = Date()
        let numberBefore = inputNumber
        captured = ""
        currentSwift = []
        currentLifetimes = ([], [])
        observed = nil
        settled = nil
        if transcript.entries.isEmpty { transcript.showsSummary = showsSummary }
        let ok = perform(input)
        // A goal or :expect whose expression trapped left its temporaries retained.
        if workspace.isDamaged { rebuild() }
        defer { afterInput?() }
        // A :load's own entry would replay the script twice; its inputs have entries of their own.
        if input.trimmingCharacters(in: .whitespaces).hasPrefix(":load ") { return ok }
        let entry = Transcript.Entry(
            input: input, output: TranscriptText.strippingEscapes(captured), succeeded: ok,
            time: start.timeIntervalSince(startedAt), duration: Date().timeIntervalSince(start),
            created: ok ? currentLifetimes.created : [], deinitialized: ok ? currentLifetimes.deinitialized : [],
            graph: graphSnapshot(), swift: ok && !currentSwift.isEmpty ? currentSwift.joined(separator: "\n") : nil)
        transcript.entries.append(entry)
        entryNumbers.append(inputNumber > numberBefore ? numberBefore + 1 : nil)
        onEntry?(entry)
        return ok
    }

    /// The graph after an input, as plain text (left out for big programs, to stay fast).
    private func graphSnapshot() -> String {
        let live = workspace.interpreter.heap.liveCount
        guard live <= 500 else { return "(\(live) objects: graph not recorded)" }
        let (g, v) = analysisNow()
        guard g.nodes.count <= 500 else { return "(\(g.nodes.count) objects: graph not recorded)" }
        return TreeRenderer().render(g.withoutUIKitDetails(), verdicts: v, options: GraphRenderOptions(unicode: false, colour: false))
    }

    /// Runs an input (see `evaluate`).
    private func perform(_ input: String) -> Bool {
        if input.count > inputLimit {
            output(text("error", text("session.inputTooLong", input.count, inputLimit)) + "\n")
            return false
        }
        inputNumber += 1
        let name = "<input \(inputNumber)>"
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix(":"), !trimmed.contains("\n"), let command = try? commands.find(commandName(trimmed)),
           command.scope == .session {
            return runSessionCommand(trimmed)
        }
        do {
            try run(input, name: name)
            guard changesProgram(input) else { return true }
            history.accept(input, swift: currentSwift.joined(separator: "\n"))
            goalWindow?.observe(workspace)
            checkGoalAfterInput()
            return true
        } catch let e as CompileError {
            output(renderDiagnostic(e, source: e.location.file == name ? input : nil) + "\n")
        } catch let t as Trap {
            output(t.rendered + "\n" + text("session.rolledBack") + "\n")
        } catch let e as CommandError {
            output(text("error", e.message(text)) + "\n")
        } catch is Interrupted {
            output(text("session.interrupted") + "\n")
        } catch {
            output(text("error", "\(error)") + "\n")
        }
        rebuild()
        return false
    }

    /// Whether an input did more than look (only-looking inputs are not replayed or undone).
    private func changesProgram(_ input: String) -> Bool {
        Script(input).parts.contains { part in
            guard case .command(let text, _) = part else { return true }
            return (try? commands.find(commandName(text)))?.scope != .view
        }
    }

    /// The word after the colon.
    private func commandName(_ line: String) -> String {
        String(line.dropFirst().prefix { !$0.isWhitespace })
    }

    /// Runs an input's Swift parts and commands in order.
    private func run(_ input: String, name: String) throws {
        let interpreter = workspace.interpreter
        interpreter.ticks = 0
        interpreter.recordsEvents = true
        _ = interpreter.takeEvents()
        defer { record(interpreter.takeEvents()) }
        var context = CommandContext(workspace: workspace, say: { [unowned self] text in
            if !self.silent { self.output(text + "\n") }
        })
        context.graphOptions = configuration.graph
        context.graphOptions.words = GraphWords(text)
        context.allowsFiles = allowsFiles
        context.goalWindow = goalWindow
        context.text = text
        for part in Script(input).parts {
            switch part {
            case .swift(let text, let line):
                try workspace.run(swift: text, fileName: name, firstLine: line)
                currentSwift.append(text)
            case .command(let text, _):
                let swift = try commands.run(text, in: context)
                currentSwift.append(swift ?? "// " + text)
            }
            // The idle app's turn of the run loop after an event (see :help runloop).
            if try workspace.turnRunLoop() { currentSwift.append("_ = " + PreludeHooks.runLoopTurn) }
            observed = workspace.observeScreen().map { (workspace, $0) }
        }
    }

    /// The retain graph and verdicts of the program as it is after the current input,
    /// worked out once per input.
    private func analysisNow() -> (graph: RetainGraph, verdicts: Verdicts) {
        if let s = settled, s.workspace === workspace { return (s.graph, s.verdicts) }
        let reusable = observed.flatMap { $0.workspace === workspace ? $0.graph : nil }
        let (g, v) = workspace.analyse(graph: reusable)
        settled = (workspace, g, v)
        return (g, v)
    }

    /// Adds an input's deinits to the log and shows its summary.
    private func record(_ events: [LifetimeEvent]) {
        let number = history.accepted.count + 1
        for case .deinitialized(let o) in events where workspace.isShownInSummaries(o.type) {
            deinitLog.append((number, o.displayName))
        }
        for e in events {
            switch e {
            case .created(let o): currentLifetimes.created.append(o.displayName)
            case .deinitialized(let o): currentLifetimes.deinitialized.append(o.displayName)
            }
        }
        guard showsSummary, !silent else { return }
        let w = workspace
        var summary = LifetimeSummary(events: events, text: text) { w.isShownInSummaries($0) }
        let v = workspace.afterInputVerdicts()
        let leaked = v.leaked.filter { !$0.isUIKitDetail }.map(\.name)
        let abandoned = v.abandoned.filter { !$0.isUIKitDetail }.map(\.name)
        summary.newlyLeaked = leaked.filter { !lastVerdicts.contains($0) }
        summary.newlyAbandoned = abandoned.filter { !lastVerdicts.contains($0) }
        lastVerdicts = Set(leaked + abandoned)
        output(summary.text)
    }

    /// Session commands (`:undo`, `:reset`, …) change the history instead of the program.
    private func runSessionCommand(_ line: String) -> Bool {
        do {
            var context = CommandContext(workspace: workspace, say: { [unowned self] in self.output($0 + "\n") })
            context.graphOptions = configuration.graph
            context.graphOptions.words = GraphWords(text)
            context.goalWindow = goalWindow
            context.text = text
            try commands.run(line, in: context)
            return true
        } catch let e as CommandError {
            output(text("error", e.message(text)) + "\n")
            return false
        } catch {
            output(text("error", "\(error)") + "\n")
            return false
        }
    }

    /// Runs an input without showing its output, keeping it in the history (lesson setup).
    func runSilently(_ input: String) -> Bool {
        silent = true
        allowsFiles = false
        defer { silent = false; allowsFiles = configuration.allowsFiles }
        do {
            currentSwift = []
            try run(input, name: "<setup>")
            history.replay(input, swift: currentSwift.joined(separator: "\n"))
            return true
        } catch {
            rebuild()
            return false
        }
    }

    /// How many inputs have been typed (the `N` of `<input N>`).
    var inputCount: Int { inputNumber }

    /// Counts `n` inputs typed elsewhere, in a copy of the session (`coordlab check`'s
    /// wrong answers): the next input is numbered after them.
    func countInputs(_ n: Int) { inputNumber += n }

    /// Restores a session from inputs that succeeded before (`--resume`), silently.
    func restore(_ inputs: [String]) {
        history.clear()
        for input in inputs { history.replay(input, swift: "") }
        inputNumber = inputs.count
        rebuild()
    }

    /// Replays the accepted inputs into a fresh program, silently.
    func rebuild() {
        deinitLog = []
        workspace = Session.freshWorkspace(interruptFlag)
        connectOutput()
        silent = true
        defer { silent = false }
        for (k, input) in history.takeAccepted().enumerated() {
            currentSwift = []
            try? run(input.text, name: "<input \(k + 1)>")
            history.replay(input.text, swift: currentSwift.joined(separator: "\n"))
        }
        for window in stepWindows.values { window.forgetUnmade(in: workspace) }
        goalWindow?.forgetUnmade(in: workspace)
    }

    /// Takes back the last input.
    func undo() throws {
        guard let last = history.undo() else { throw CommandError(key: "session.nothingToUndo") }
        rebuild()
        output(text("session.undid", String(last.text.prefix { $0 != "\n" })) + "\n")
    }

    /// Runs the last undone input again.
    func redo() throws {
        guard let next = history.takeRedo() else { throw CommandError(key: "session.nothingToRedo") }
        let saved = history.undone
        if evaluate(next) { history.restoreUndone(saved) }
    }

    /// Forgets every input.
    func reset() {
        history.clear()
        rebuild()
    }

    /// Asks the loop to end.
    func quit() { wantsToQuit = true }

    /// Whether `text` is an unfinished declaration or statement that needs more lines.
    static func isIncomplete(_ text: String) -> Bool {
        let parts = Script(text).parts
        guard case .swift(let last, _)? = parts.last else { return false }
        return ParsedSource.isIncomplete(last)
    }
}
