import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab check [FILES]`: verifies lessons.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify lessons and their translations: every example's output and every task's goal, in a fresh session.",
            discussion: "Failures are reported as file:line: expected … got …; the exit status is 1 if any. A translation (lessons/ko/NAME.md) is checked on its English lesson's code: its sections, examples and tasks must match the English lesson's. With --update, the expected outputs of examples are rewritten with what they print (in the English lesson, where they live)."
        )

        @Argument(help: "Lesson files or folders of lessons (default: every lesson in the lessons folder, and its translations).")
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
                    let lesson = try LessonLibrary.lesson(at: path)
                    var checker = LessonChecker()
                    let failures = checker.check(lesson)
                    // A translation holds no examples: their outputs are updated in the English lesson.
                    if update, LessonLibrary.englishLesson(of: path) == nil {
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
            if files.isEmpty {
                let library = LessonLibrary.locate()
                for language in InterfaceLanguage.allCases {
                    for name in library.untranslated(into: language) {
                        print("note  \(name) has no \(language.rawValue) translation (lessons/\(language.rawValue)/\(name))")
                    }
                }
            }
            if failed > 0 { throw ExitCode(1) }
        }
    }
}
