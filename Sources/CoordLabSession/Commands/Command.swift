import CoordLabGraph
import Foundation

/// A `:command`: what the user types, what it does, and the help that describes it.
public struct Command {
    /// The name after the colon (`back`, `swipe`, …).
    public let name: String
    /// The usage line, as `:help` shows it.
    let usage: String
    /// The key of its help in the catalogue (`help.KEY` and `help.KEY.details`): its name,
    /// unless two commands share one.
    let helpKey: String
    /// What the command acts on, which decides where it may appear and whether an input
    /// holding it is replayed.
    var scope: Scope
    /// Runs the command with its arguments; throws `CommandError` for misuse.
    let perform: (CommandContext, [String]) throws -> Void
    /// The Swift the command stands for, worked out just before it runs (gestures become
    /// the prelude calls UIKit would make); nil when it has none (it becomes a comment).
    var swiftEquivalent: ((CommandContext, [String]) -> String?)? = nil

    init(name: String, helpKey: String? = nil, usage: String, scope: Scope,
         swiftEquivalent: ((CommandContext, [String]) -> String?)? = nil,
         perform: @escaping (CommandContext, [String]) throws -> Void) {
        self.name = name
        self.helpKey = helpKey ?? name
        self.usage = usage
        self.scope = scope
        self.swiftEquivalent = swiftEquivalent
        self.perform = perform
    }
}

extension Command {
    /// One line for `:help`, in `text`'s language.
    func summary(_ text: Catalogue) -> String { text("help.\(helpKey)") }

    /// The longer text for `:help NAME`, in `text`'s language.
    func details(_ text: Catalogue) -> String { text("help.\(helpKey).details") }

    /// What a command acts on.
    enum Scope: Sendable {
        /// The running program, as a user's gesture does (`:back`, `:tap`): allowed in
        /// scripts; an input holding one is replayed by `:undo` and exports.
        case program
        /// Nothing: it only looks (graph views, `:expect`). Allowed in scripts; an input
        /// of nothing else is neither replayed nor undone.
        case view
        /// The session itself: its history, lessons, settings and files (`:undo`,
        /// `:lesson`, `:set`). REPL only; it runs outside the program's history.
        case session
    }

    /// Whether the command may appear in files given to `coordlab run` (not only the REPL).
    var worksInScripts: Bool { scope != .session }

    /// The same command, made to only look.
    func lookingOnly() -> Command {
        var c = self
        c.scope = .view
        return c
    }
}

/// A command used wrongly, or one that could not do what was asked.
public struct CommandError: Error, Equatable {
    /// The message's key in the catalogue and the values for its placeholders; a message
    /// not yet in the catalogue has no key and is its own text.
    let key: String?
    let values: [String]
    /// The message in English (one line, saying what to do instead where possible).
    public var message: String { message(Catalogue(.english)) }

    /// A message given as text (English only).
    init(_ message: String) {
        key = nil
        values = [message]
    }

    /// A message of the catalogue.
    init(key: String, _ values: CustomStringConvertible...) {
        self.init(key: key, values: values.map(\.description))
    }

    /// A message of the catalogue, its values given as an array.
    init(key: String, values: [String]) {
        self.key = key
        self.values = values
    }

    /// Two errors are the same when they say the same.
    public static func == (a: CommandError, b: CommandError) -> Bool { a.message == b.message }

    /// The message in `text`'s language.
    func message(_ text: Catalogue) -> String {
        guard let key else { return values[0] }
        return values.enumerated().reduce(text(key)) { $0.replacingOccurrences(of: "{\($1.offset)}", with: $1.element) }
    }
}

/// What a command can reach: the live program and the output.
public struct CommandContext {
    /// The live program.
    let workspace: Workspace
    /// Prints a line of coordlab's own output (not the program's).
    let say: (String) -> Void
    /// Whether commands may read or write files (off while lesson content runs).
    public var allowsFiles = true
    /// How graphs are drawn here (terminal width, Unicode, colour).
    var graphOptions = GraphRenderOptions.plain
    /// The open lesson step's window, for `:expect`'s `new`, gesture and name forms.
    var goalWindow: GoalWindow?
    /// coordlab's words, in the session's language.
    var text = Catalogue(.english)

    public init(workspace: Workspace, say: @escaping (String) -> Void) {
        self.workspace = workspace
        self.say = say
    }
}
