import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab check [FILES]`: verifies lessons.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify lessons: every example's output and every task's goal, in a fresh session.",
            discussion: "Failures are reported as file:line: expected … got …; the exit status is 1 if any. With --update, the expected outputs of examples are rewritten with what they print."
        )

        @Argument(help: "Lesson files or folders of lessons (default: every lesson in the lessons folder).")
        var files: [String] = []

        @Flag(help: "Rewrite the expected output of every example in place.")
        var update = false

        func run() throws {
            let paths = LessonLibrary.files(named: files)
            if paths.isEmpty { throw ValidationError("no lessons found (set COORDLAB_LESSONS or give files)") }
            var failed = 0
            for path in paths {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    FileHandle.standardError.write(Data("\(path): cannot read this file\n".utf8))
                    failed += 1
                    continue
                }
                do {
                    let lesson = try LessonParser.parse(text, path: path)
                    var checker = LessonChecker()
                    let failures = checker.check(lesson)
                    if update {
                        try checker.updated(text, lesson: lesson).write(toFile: path, atomically: true, encoding: .utf8)
                    }
                    for f in failures { FileHandle.standardError.write(Data("\(f)\n".utf8)) }
                    let remaining = update ? failures.filter { $0.kind != .exampleOutput } : failures
                    if remaining.isEmpty { print("ok    \(path)") } else { failed += 1; print("FAIL  \(path)") }
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    print("FAIL  \(path)")
                    failed += 1
                }
            }
            if failed > 0 { throw ExitCode(1) }
        }
    }
}
