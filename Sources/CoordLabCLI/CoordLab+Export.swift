import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab export JOURNAL --to FILE`: converts a saved session journal.
    struct Export: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "export",
            abstract: CommandLineWords.help("cli.export.abstract"),
            discussion: "The journal of the last session is journal.jsonl in $XDG_STATE_HOME/coordlab (or ~/.local/state/coordlab)."
        ) }

        @Argument(help: "The journal file (journal.jsonl).")
        var journal: String

        @Option(help: "The file to write; its extension chooses the format.")
        var to: String

        @Option(help: "md, txt, cast, json, swift or html (instead of the extension).")
        var format: String?

        @Flag(help: "Replace the file if it exists.")
        var force = false

        func run() throws {
            let text = CommandLineWords.text
            let entries: [Journal.Entry]
            do {
                entries = try Journal.read(URL(fileURLWithPath: journal))
            } catch let e as JournalError {
                throw ValidationError(text.describe(e))
            } catch {
                throw ValidationError(text("files.cannotRead", journal) + ": " + error.localizedDescription)
            }
            var transcript = Transcript()
            transcript.entries = entries
            do {
                try TranscriptExport.write(transcript, to: to, format: format, overwrite: force)
            } catch let e as CommandError {
                throw ValidationError(text.describe(e))
            }
            print(text("session.wrote", to))
        }
    }
}
