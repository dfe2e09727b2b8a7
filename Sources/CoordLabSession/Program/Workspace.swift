import CoordLabGraph
import CoordLabLanguage
import UIKitPrelude

/// One live program: an interpreter, the compiler that knows its names, and the UIKit
/// prelude loaded into it. `coordlab run` and the REPL session both work on one.
public final class Workspace {
    /// The interpreter running the program.
    public let interpreter: Interpreter
    /// The compiler holding the program's declarations.
    let compiler: Compiler
    /// Counts internal snippets, for their file names.
    private var snippetNumber = 0
    /// Expressions the tool itself evaluates after every input, compiled once.
    private var compiledSnippets: [String: [TopLevelCode]] = [:]
    /// Whether every expression evaluated is compiled once and kept, not only the tool's
    /// fixed ones: for explore's copies of a program, whose types cannot change.
    var keepsEveryCompiledSnippet = false
    /// Which types count as coordinators.
    var roles: Roles = {
        var roles = Roles()
        roles.libraryFiles = Set(UIKitPrelude.loadedFiles.map(\.path))
        roles.isMachinery = { name, owner in PreludeHooks.isMachinery(name) { owner?.hasComputedProperty($0) ?? false } }
        return roles
    }()
    /// Which screens have been shown.
    let screens = ScreenHistory()
    /// The after-input verdicts, kept up to date from what each input touched.
    private(set) var live: LiveVerdicts!
    /// When set, every after-input verdict and screen observation is also worked out from
    /// the whole graph, and each difference is told here (the incremental verdicts' check).
    var verdictCheck: VerdictCheck?
    /// Whether one of the tool's own evaluations (a lesson goal, an `:expect` expression)
    /// stopped midway, by a trap or Ctrl-C. Its unfinished statement still holds what it
    /// had retained (a compiled program would have ended there), so the heap is no longer
    /// what the program built: the session rebuilds it, and a script stops.
    public internal(set) var isDamaged = false
    /// The gestures made so far (`:back`, `:swipe back`, `:tap done`), in order: lesson
    /// goals ask which ones the learner used. A rebuild replays them.
    var gestures: [String] = []
    /// How many times the program's code has run (each input, each evaluation): equal
    /// marks mean that no code ran in between.
    private(set) var codeRuns = 0
    /// `codeRuns` when the app's launch was last finished and its screen synced (see
    /// `finishLaunching`); nil when unknown. Until other code runs, finishing it again
    /// would change nothing.
    var launchFinishedAt: Int?
    /// Whether the launch is finished and the screen synced, with no code run since.
    var launchIsFinished: Bool { launchFinishedAt == codeRuns }
    /// Whether the program may use the UIKit prelude (else only the standard library's stand-ins).
    let loadsPrelude: Bool
    /// The paths of the prelude's files loaded so far.
    var loadedPreludeFiles: Set<String> = []
    /// Whether anything besides the standard library's stand-ins has been checked: until
    /// then, the prelude's files are checked as every fresh program checks them (see
    /// `CheckedPrelude.firstBatch`).
    var hasCheckedBeyondStandardLibrary = false

    /// A program printing through `output`, with the UIKit prelude unless told otherwise
    /// (the standard library's stand-ins, such as `Result`, it always has).
    ///
    /// The prelude's files are loaded as the program's code first names what they declare
    /// (see `PreludeIndex`), before that code is compiled.
    public init(output: @escaping (String) -> Void, loadsPrelude: Bool = true) throws {
        interpreter = Interpreter(output: output)
        self.loadsPrelude = loadsPrelude
        let standardLibrary = try CheckedPrelude.current.get().standardLibrary
        compiler = Compiler(interpreter: interpreter, typeChecker: standardLibrary.checker.copy())
        interpreter.willDestroyScreen = { [unowned self] o in self.rememberScreen(o) }
        interpreter.screenMarkerField = PreludeHooks.shownField.field
        interpreter.heap.startTouchLog()
        live = LiveVerdicts(interpreter: interpreter, roles: roles, fromEmpty: true)
        verdictCheck = VerdictCheck.fromEnvironment()
        for code in try compiler.compileEach(standardLibrary.sources, checked: standardLibrary.typed) { try run(code) }
    }

    /// Compiles sources as one module and returns each source's top-level code, in order,
    /// after loading the prelude's files they need.
    func compile(_ sources: [ParsedSource]) throws -> [TopLevelCode] {
        try loadPrelude(neededBy: sources)
        hasCheckedBeyondStandardLibrary = true
        return try compiler.compileEach(sources)
    }

    /// Runs top-level code on a large stack.
    func run(_ code: TopLevelCode) throws {
        codeRuns += 1
        try onLargeStack { [interpreter] in try interpreter.run(code) }
    }

    /// Parses, compiles and runs Swift text.
    public func run(swift text: String, fileName: String, firstLine: Int = 1) throws {
        let parsed = try ParsedSource(text: text, fileName: fileName, firstLine: firstLine)
        for code in try compile([parsed]) { try run(code) }
    }

    /// Evaluates a Swift expression for its effect, releasing its value.
    func evaluate(_ expression: String) throws {
        try evaluate(expression) { _ in () }
    }

    /// Evaluates one Swift expression and hands its value to `body` while it is still held;
    /// it is released afterwards, so looking at a value changes no lifetime.
    ///
    /// With `reusingCode`, the expression is compiled the first time only: for the
    /// tool's own fixed expressions, which would otherwise be parsed after every input.
    func evaluate<T>(_ expression: String, reusingCode: Bool = false, _ body: (Value) throws -> T) throws -> T {
        let codes: [TopLevelCode]
        let reusing = reusingCode || keepsEveryCompiledSnippet
        if reusing, let known = compiledSnippets[expression] {
            codes = known
        } else {
            codes = try compileSnippet(expression)
            if reusing { compiledSnippets[expression] = codes }
        }
        do {
            for code in codes { try run(code) }
        } catch {
            isDamaged = true
            throw error
        }
        let index = compiler.globals["__coordlabResult"]!.index
        let v = interpreter.globals[index]
        defer {
            interpreter.globals[index] = .void
            // Releasing the value may run a deinit.
            codeRuns += 1
            try? interpreter.release(v)
        }
        return try body(v)
    }

    /// Compiles the tool's fixed expressions ahead of their use (as `reusingCode` keeps
    /// them), so that copies of the program made afterwards, explore's forks, find them
    /// compiled instead of each compiling them again.
    func precompile(_ expressions: [String]) {
        for e in expressions where compiledSnippets[e] == nil {
            if let codes = try? compileSnippet(e) { compiledSnippets[e] = codes }
        }
    }

    /// `__coordlabResult = expression`, compiled.
    private func compileSnippet(_ expression: String) throws -> [TopLevelCode] {
        if compiler.globals["__coordlabResult"] == nil {
            compiler.globals["__coordlabResult"] = (interpreter.addGlobal(name: "__coordlabResult", kind: .strong), .unknown)
        }
        snippetNumber += 1
        let parsed = try ParsedSource(text: "__coordlabResult = \(expression)", fileName: "<command \(snippetNumber)>")
        return try compile([parsed])
    }
}
