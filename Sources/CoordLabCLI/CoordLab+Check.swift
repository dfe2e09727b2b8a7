import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab check [FILES]`: verifies lessons.
    struct Check: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "check",
            abstract: CommandLineWords.help("cli.check.abstract"),
            discussion: "Failures are reported as file:line: expected … got …; the exit status is 1 if any. A translation (lessons/ko/NAME.md) is checked on its English lesson's code: its sections, examples and tasks must match the English lesson's. With --update, the expected outputs of examples are rewritten with what they print (in the English lesson, where they live)."
        ) }

        @Argument(help: ArgumentHelp(CommandLineWords.help("cli.check.files")))
        var files: [String] = []

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.check.update")))
        var update = false

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.lang")))
        var lang: InterfaceLanguage?

        func run() throws {
            let language = lang ?? CommandLineWords.language
            let words = Catalogue(language)
            let paths = LessonLibrary.files(named: files)
            if paths.isEmpty { throw ValidationError(words("check.noLessons")) }
            var failed = 0
            for path in paths {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    FileHandle.standardError.write(Data((words("check.unreadable", path) + "\n").utf8))
                    failed += 1
                    continue
                }
                do {
                    let lesson = try LessonLibrary.lesson(at: path)
                    var checker = LessonChecker(language: language)
                    let failures = checker.check(lesson)
                    // A translation holds no examples: their outputs are updated in the English lesson.
                    if update, LessonLibrary.englishLesson(of: path) == nil {
                        try checker.updated(text, lesson: lesson).write(toFile: path, atomically: true, encoding: .utf8)
                    }
                    for f in failures { FileHandle.standardError.write(Data((f.description(in: language) + "\n").utf8)) }
                    let remaining = update ? failures.filter { $0.kind != .exampleOutput } : failures
                    if remaining.isEmpty { print(words("check.ok", path)) } else { failed += 1; print(words("check.fail", path)) }
                } catch {
                    FileHandle.standardError.write(Data((words.describe(error) + "\n").utf8))
                    print(words("check.fail", path))
                    failed += 1
                }
            }
            if files.isEmpty {
                let library = LessonLibrary.locate()
                for other in InterfaceLanguage.allCases {
                    for name in library.untranslated(into: other) {
                        print(words("check.note", name, other.rawValue))
                    }
                }
            }
            if failed > 0 { throw ExitCode(1) }
        }
    }
}
