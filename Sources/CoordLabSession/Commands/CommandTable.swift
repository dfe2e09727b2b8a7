import CoordLabText
import Foundation

/// Every `:command`, found by name or unambiguous prefix.
public struct CommandTable {
    /// The commands, in `:help` order.
    public let commands: [Command]

    init(_ commands: [Command]) { self.commands = commands }

    /// The commands that work everywhere (scripts and the REPL).
    public static let scripting = CommandTable(GestureCommands.all + ScreenCommands.all + GraphCommands.all
                                               + RunLoopCommands.all + [ExpectCommand.command, ExploreCommand.command])

    /// Finds a command by name or unambiguous prefix.
    func find(_ name: String) throws -> Command {
        if let exact = commands.first(where: { $0.name == name }) { return exact }
        let matches = commands.filter { $0.name.hasPrefix(name) }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let suggestion = commands.min { distance($0.name, name) < distance($1.name, name) }
            if let near = suggestion, distance(near.name, name) <= 2 { throw CommandError(key: "command.unknownNear", name, near.name) }
            throw CommandError(key: "command.unknown", name)
        }
        throw CommandError(key: "command.ambiguous", name, matches.map { ":" + $0.name }.joined(separator: ", "))
    }

    /// Splits a command line into its name and arguments and runs it; returns the Swift
    /// the command stands for (nil when it has none).
    @discardableResult
    public func run(_ line: String, in context: CommandContext) throws -> String? {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        guard let name = words.first else { throw CommandError(key: "command.missingName") }
        let command = try find(name)
        let args = Array(words.dropFirst())
        let swift = command.swiftEquivalent?(context, args)
        try command.perform(context, args)
        return swift
    }

    /// One line per command, in `text`'s language.
    func summary(_ text: Catalogue) -> String {
        let width = commands.map(\.usage.displayWidth).max() ?? 0
        return commands.map { $0.usage.padded(toWidth: width + 2) + $0.summary(text) }
            .joined(separator: "\n")
    }

    /// Levenshtein distance, for suggestions.
    private func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where i <= a.count {
            var prev = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where j <= b.count {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
