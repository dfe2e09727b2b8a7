import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab run FILE...`: runs Swift files as one program.
    struct Run: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "run",
            abstract: CommandLineWords.help("cli.run.abstract"),
            discussion: "Declarations from every file are visible everywhere; top-level statements run in file order. A compile error or runtime trap ends the run with exit status 1, as the compiled program would."
        ) }

        @Argument(help: ArgumentHelp(CommandLineWords.help("cli.run.files")))
        var files: [String]

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.run.noPrelude")))
        var noPrelude = false

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.lang")))
        var lang: InterfaceLanguage?

        func run() throws {
            let out = StandardOutput.shared
            let status = ProgramRunner(output: out.write, diagnostics: out.error, loadsPrelude: !noPrelude,
                                       language: lang ?? CommandLineWords.language).run(files: files)
            out.flush()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
