import ArgumentParser
import CoordLabSession

extension CoordLab {
    /// `coordlab lessons`: the lessons and your progress.
    struct Lessons: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the lessons with your progress.")

        func run() throws {
            var configuration = Session.Configuration()
            configuration.progressFile = StateDirectory().file("progress.txt")
            let session = Session(configuration: configuration, output: { print($0, terminator: "") })
            _ = session.evaluate(":lessons")
        }
    }
}
