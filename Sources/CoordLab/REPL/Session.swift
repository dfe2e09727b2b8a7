import Foundation

/// An interactive session: the inputs accepted so far and the live program they built.
///
/// A failed input (compile error, trap, Ctrl-C) leaves the session as it was before it:
/// the program is rebuilt by replaying the accepted inputs silently, which is exact
/// because evaluation is deterministic.
public final class Session {
    /// Where output goes.
    let output: (String) -> Void
    /// Inputs that ran to completion, in order.
    public private(set) var accepted: [String] = []
    /// The live interpreter.
    public private(set) var interpreter: Interpreter
    /// Its compiler (holding the names declared so far).
    private(set) var compiler: Compiler
    /// Set while code runs so Ctrl-C can stop it.
    public var interruptFlag: UnsafeMutablePointer<Int32>? {
        didSet { interpreter.interruptFlag = interruptFlag }
    }
    /// Counts inputs, for `<input N>` locations.
    private var inputNumber = 0
    /// Whether the current output is being discarded (replay).
    private var silent = false

    /// Starts a session with the UIKit prelude loaded.
    public init(output: @escaping (String) -> Void) {
        self.output = output
        (interpreter, compiler) = Session.freshProgram()
        interpreter.output = { [unowned self] text in if !self.silent { self.output(text) } }
    }

    private static func freshProgram() -> (Interpreter, Compiler) {
        let i = Interpreter()
        let c = Compiler(interpreter: i)
        if !UIKitPrelude.source.isEmpty, let p = try? ParsedSource(text: UIKitPrelude.source, fileName: "UIKit.swift"),
           let code = try? c.compile([p]) {
            try? i.run(code)
        }
        return (i, c)
    }

    /// Runs one input (Swift or a `:command`); returns false if it failed.
    @discardableResult
    public func evaluate(_ input: String) -> Bool {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return true }
        if trimmed.hasPrefix(":") { return command(trimmed) }
        inputNumber += 1
        let name = "<input \(inputNumber)>"
        do {
            try runSwift(input, name: name)
            accepted.append(input)
            return true
        } catch let e as CompileError {
            output(renderDiagnostic(e, source: e.location.file == name ? input : nil) + "\n")
        } catch let t as Trap {
            output(t.rendered + "\n")
        } catch is Interrupted {
            output("Interrupted.\n")
        } catch {
            output("error: \(error)\n")
        }
        rebuild()
        return false
    }

    private func runSwift(_ text: String, name: String) throws {
        let parsed = try ParsedSource(text: text, fileName: name)
        let code = try compiler.compile([parsed])
        try onLargeStack { [interpreter] in try interpreter.run(code) }
    }

    /// Replays the accepted inputs into a fresh program, silently.
    private func rebuild() {
        let flag = interpreter.interruptFlag
        (interpreter, compiler) = Session.freshProgram()
        interpreter.interruptFlag = flag
        interpreter.output = { [unowned self] text in if !self.silent { self.output(text) } }
        silent = true
        defer { silent = false }
        for (k, input) in accepted.enumerated() { try? runSwift(input, name: "<input \(k + 1)>") }
    }

    /// Handles a `:command`.
    func command(_ line: String) -> Bool {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        switch words.first ?? "" {
        case "help":
            output(Session.helpText)
            return true
        case "reset":
            accepted = []
            rebuild()
            output("Session reset.\n")
            return true
        default:
            output("error: unknown command ':\(words.first ?? "")'; type :help for the list\n")
            return false
        }
    }

    /// One line per command.
    static let helpText = """
    Type Swift to run it. Commands:
      :help           this list
      :reset          forget everything typed so far

    """

    /// Whether `text` is an unfinished declaration or statement that needs more lines.
    public static func isIncomplete(_ text: String) -> Bool {
        if text.trimmingCharacters(in: .whitespaces).hasPrefix(":") { return false }
        return ParsedSource.isIncomplete(text)
    }

    /// Completion candidates for the line up to the cursor.
    public func completions(for line: String, cursor: Int) -> [String] {
        let prefix = String(line.prefix(cursor))
        let word = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }.reversed())
        if word.hasPrefix(":") {
            return ["help", "reset", "quit"].map { ":" + $0 }.filter { $0.hasPrefix(word) }
        }
        var names = Set(interpreter.globalNames) .union(compiler.functions.keys)
        names.formUnion(interpreter.types.keys)
        return names.filter { $0.hasPrefix(word) && !$0.hasPrefix("__") }.sorted()
    }
}
