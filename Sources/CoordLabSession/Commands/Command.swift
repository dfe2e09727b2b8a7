import CoordLabGraph
import Foundation

/// A `:command`: what the user types, what it does, and the help that describes it.
public struct Command {
    /// The name after the colon (`back`, `swipe`, …).
    public let name: String
    /// The usage line, as `:help` shows it.
    let usage: String
    /// One line for `:help`.
    let summary: String
    /// The longer text for `:help NAME`.
    let details: String
    /// What the command acts on, which decides where it may appear and whether an input
    /// holding it is replayed.
    var scope: Scope
    /// Runs the command with its arguments; throws `CommandError` for misuse.
    let perform: (CommandContext, [String]) throws -> Void
    /// The Swift the command stands for, worked out just before it runs (gestures become
    /// the prelude calls UIKit would make); nil when it has none (it becomes a comment).
    var swiftEquivalent: ((CommandContext, [String]) -> String?)? = nil

    init(name: String, usage: String, summary: String, details: String, scope: Scope,
         swiftEquivalent: ((CommandContext, [String]) -> String?)? = nil,
         perform: @escaping (CommandContext, [String]) throws -> Void) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.scope = scope
        self.swiftEquivalent = swiftEquivalent
        self.perform = perform
    }
}

extension Command {
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
    /// The message shown to the user (one line, saying what to do instead where possible).
    public let message: String
    init(_ message: String) { self.message = message }
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

    public init(workspace: Workspace, say: @escaping (String) -> Void) {
        self.workspace = workspace
        self.say = say
    }
}
