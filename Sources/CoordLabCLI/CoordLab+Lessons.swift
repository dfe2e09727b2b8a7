import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab lessons`: the lessons and your progress.
    struct Lessons: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the lessons with your progress.")

        @Option(help: "The language of the list: en or ko (default: the locale's).")
        var lang: InterfaceLanguage?

        func run() throws {
            var configuration = Session.Configuration()
            configuration.progressFile = StateDirectory().file("progress.txt")
            configuration.language = lang ?? InterfaceLanguage.fromLocale(ProcessInfo.processInfo.environment)
            let session = Session(configuration: configuration, output: { print($0, terminator: "") })
            _ = session.evaluate(":lessons")
        }
    }
}
