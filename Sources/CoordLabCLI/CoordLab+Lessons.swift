import ArgumentParser
import CoordLab

extension CoordLab {
    /// `coordlab lessons`: the lessons and your progress.
    struct Lessons: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the lessons with your progress.")

        func run() throws {
            let session = Session(output: { print($0, terminator: "") })
            session.progress = Progress(url: StateDirectory().file("progress.txt"))
            _ = session.evaluate(":lessons")
        }
    }
}
