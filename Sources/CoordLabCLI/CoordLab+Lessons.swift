import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab lessons`: the lessons and your progress.
    struct Lessons: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "lessons", abstract: CommandLineWords.help("cli.lessons.abstract")) }

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.lang")))
        var lang: InterfaceLanguage?

        func run() throws {
            var configuration = Session.Configuration()
            configuration.progressFile = StateDirectory().file("progress.txt")
            configuration.language = lang ?? CommandLineWords.language
            let session = Session(configuration: configuration, output: { print($0, terminator: "") })
            _ = session.evaluate(":lessons")
        }
    }
}
