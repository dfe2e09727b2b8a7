import Foundation
import TestSupport
import Testing
@testable import CoordLabSession

/// Translations (`lessons/ko/…`) hold prose only, on the English lesson's structure.
@Suite struct LessonTranslationTests {
    static let english = """
        ---
        id: trial
        title: Trial
        order: 99
        summary: trial
        ---

        Intro.

        ```swift setup
        class Screen { deinit { print("bye") } }
        ```

        ## Step one

        Look:

        ```swift
        let s = Screen()
        ```

        ```coordlab
        > var s: Screen? = Screen()
          + Screen#1
        ```

        ### Task: Make one

        Make a screen.

        ```goal
        count Screen == 1
        ```

        - Hint: call Screen()

        ```solution
        let kept = Screen()
        ```
        """

    static let korean = """
        ---
        id: trial
        title: 시험
        summary: 시험 레슨
        ---

        소개.

        ## 첫 단계

        보세요:

        ```swift
        let s = Screen()
        ```

        <!-- example -->

        ### Task: 하나 만들기

        화면을 하나 만드세요.

        - Hint: Screen()을 호출하세요
        """

    private func translate(_ korean: String) throws -> Lesson {
        let lesson = try LessonParser.parse(Self.english, path: "trial.md")
        return try lesson.translated(by: LessonParser.parseTranslation(korean, path: "ko/trial.md"))
    }

    @Test func proseComesFromTheTranslationCodeFromTheEnglishLesson() throws {
        let english = try LessonParser.parse(Self.english, path: "trial.md")
        let korean = try translate(Self.korean)
        #expect(korean.title == "시험")
        #expect(korean.steps.map(\.title) == ["시험", "첫 단계"])
        #expect(korean.setup == english.setup)
        #expect(korean.tasks.map(\.title) == ["하나 만들기"])
        #expect(korean.tasks.map(\.hints) == [["Screen()을 호출하세요"]])
        #expect(korean.tasks.map(\.solution) == english.tasks.map(\.solution))
        #expect(korean.tasks.map { $0.goal.map(\.predicate) } == english.tasks.map { $0.goal.map(\.predicate) })
        guard case .example(let e) = korean.steps[1].items[1] else { Issue.record("no example in its place"); return }
        #expect(e.runs.map(\.input) == ["var s: Screen? = Screen()"])
        #expect(korean.path == "trial.md")
    }

    @Test func aTranslationMayNotHoldCodeOfItsOwn() {
        let cases: [(String, String)] = [
            ("<!-- example -->", "```coordlab\n> var s: Screen? = Screen()\n```"),
            ("- Hint: Screen()을 호출하세요", "```goal\ncount Screen == 2\n```\n\n- Hint: Screen()을 호출하세요"),
            ("let s = Screen()", "let s = Screen()  // changed"),
        ]
        for (original, replacement) in cases {
            let text = Self.korean.replacingOccurrences(of: original, with: replacement)
            #expect(throws: LessonError.self, "accepted: \(replacement)") { try translate(text) }
        }
    }

    @Test func aTranslationMustHaveTheEnglishStructure() {
        let cases: [(String, String, String)] = [
            ("<!-- example -->\n", "", "holds task where the English section"),
            ("## 첫 단계", "첫 단계", "the translation has 1 sections; the English lesson has 2"),
            ("- Hint: Screen()을 호출하세요", "", "has 0 hints; the English task 'Make one' has 1"),
            ("id: trial", "id: other", "is not the English lesson's 'trial'"),
        ]
        for (original, replacement, message) in cases {
            let text = Self.korean.replacingOccurrences(of: original, with: replacement)
            do {
                _ = try translate(text)
                Issue.record("accepted without \(original)")
            } catch let e as LessonError {
                #expect(e.message.contains(message), "\(e.message)")
                #expect(e.path == "ko/trial.md")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Lists every lesson without a Korean translation (a new lesson needs one), and checks
    /// that every translation there is fits its English lesson.
    @Test func everyLessonHasAKoreanTranslationThatFits() throws {
        let library = LessonLibrary(directory: Harness.packageRoot.appendingPathComponent("lessons"))
        let missing = library.untranslated(into: .korean)
        #expect(missing.isEmpty, "lessons without a Korean translation in lessons/ko/: \(missing.joined(separator: ", "))")
        let (english, _) = library.load(in: .english)
        let (korean, errors) = library.load(in: .korean)
        #expect(errors.isEmpty, "\(errors)")
        #expect(korean.map(\.id) == english.map(\.id))
        for (k, e) in zip(korean, english) {
            #expect(k.setup == e.setup && k.tasks.map(\.solution) == e.tasks.map(\.solution), "\(k.id)")
        }
    }

    @Test func progressIsSharedBetweenLanguages() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-ko-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("ko"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.english.write(to: dir.appendingPathComponent("99-trial.md"), atomically: true, encoding: .utf8)
        try Self.korean.write(to: dir.appendingPathComponent("ko/99-trial.md"), atomically: true, encoding: .utf8)
        var configuration = Session.Configuration()
        configuration.library = LessonLibrary(directory: dir)
        configuration.progressFile = dir.appendingPathComponent("progress.txt")
        configuration.language = .korean
        var out = ""
        let korean = Session(configuration: configuration, output: { out += $0 })
        korean.evaluate(":lesson trial")
        #expect(out.contains("# 시험") || out.contains("시험"))
        korean.evaluate(":next")
        korean.evaluate("let kept = Screen()")
        #expect(out.contains("✓ 목표 달성: 하나 만들기"))
        configuration.language = .english
        out = ""
        let english = Session(configuration: configuration, output: { out += $0 })
        english.evaluate(":lessons")
        #expect(out.contains("trial") && out.contains("Trial") && out.contains("(1/1 tasks)"))
    }
}
