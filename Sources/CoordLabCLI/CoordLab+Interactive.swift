import ArgumentParser
import CoordLabSession

extension CoordLab {
    /// `coordlab` with no subcommand: the interactive workbook.
    struct Interactive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "repl",
            abstract: "The interactive workbook (the default): type Swift and :commands.",
            discussion: "On a terminal: line editing, history, Tab completion. Piped (coordlab < inputs): no prompt; every input runs even after a failure, and the exit status is 1 if any failed, as sqlite3 does."
        )

        @Flag(help: "Piped input: print each input before its output.")
        var echo = false

        @Flag(help: "Piped input: stop at the first input that fails.")
        var bail = false

        @Flag(help: "Rebuild the last session (after a crash, kill or closed terminal) from its journal, then go on.")
        var resume = false

        @Option(help: "The language of coordlab's own words: en or ko (default: the locale's, from LC_ALL, LC_MESSAGES or LANG).")
        var lang: InterfaceLanguage?

        func run() throws {
            let status = Workbench(options: .init(echo: echo, bail: bail, resume: resume, language: lang)).run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
