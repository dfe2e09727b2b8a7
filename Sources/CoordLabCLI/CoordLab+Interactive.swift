import ArgumentParser
import CoordLabSession

extension CoordLab {
    /// `coordlab` with no subcommand: the interactive workbook.
    struct Interactive: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "repl",
            abstract: CommandLineWords.help("cli.repl.abstract"),
            discussion: "On a terminal: line editing, history, Tab completion. Piped (coordlab < inputs): no prompt; every input runs even after a failure, and the exit status is 1 if any failed, as sqlite3 does."
        ) }

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.repl.echo")))
        var echo = false

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.repl.bail")))
        var bail = false

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.repl.resume")))
        var resume = false

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.lang")))
        var lang: InterfaceLanguage?

        func run() throws {
            let status = Workbench(options: .init(echo: echo, bail: bail, resume: resume, language: lang)).run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
