import Foundation
import Testing
@testable import CoordLabSession

/// Mistakes in lesson files and what `coordlab check` finds, in Korean: the message
/// translated, its file:line place kept.
@Suite struct KoreanLessonFileTests {
    let korean = Catalogue(.korean)

    /// The error `text` makes, parsed from `x.md`, in English and in Korean.
    func error(_ text: String) -> (english: String, korean: String) {
        do {
            _ = try LessonParser.parse(text, path: "x.md")
            return ("no error", "no error")
        } catch {
            return ("\(error)", korean.describe(error))
        }
    }

    @Test func aParseErrorKeepsItsPlace() {
        let order = error("---\nid: a\ntitle: A\norder: one\n---\n")
        #expect(order.english == "x.md:4: order must be a whole number")
        #expect(order.korean == "x.md:4: order는 정수여야 합니다")
        let noGoal = error("---\nid: a\ntitle: A\norder: 1\n---\n\n### Task: Make one\n\n```solution\nlet s = 1\n```\n")
        #expect(noGoal.english == "x.md:7: task 'Make one' has no goal block (```goal with :expect predicates)")
        #expect(noGoal.korean == "x.md:7: 과제 'Make one'에 goal 블록이 없습니다 (:expect 조건을 담은 ```goal)")
        #expect(error("---\nid: a\n").korean == "x.md:1: front matter가 '---'로 닫히지 않았습니다")
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n```coordlab\n> 1\n").korean == "x.md:6: 이 코드 블록이 ```로 닫히지 않았습니다")
    }

    @Test func aTranslationsMistakeNamesItsKindsInKorean() throws {
        let english = try LessonParser.parse(LessonTranslationTests.english, path: "trial.md")
        let text = LessonTranslationTests.korean.replacingOccurrences(of: "<!-- example -->\n", with: "")
        do {
            _ = try english.translated(by: LessonParser.parseTranslation(text, path: "ko/trial.md"))
            Issue.record("accepted a translation without its example")
        } catch {
            #expect("\(error)".contains("holds task where the English section 'Step one' (line 14) holds example, task, in that order"))
            #expect(korean.describe(error).hasPrefix("ko/trial.md:"))
            #expect(korean.describe(error).contains("섹션 '첫 단계'에는 과제이(가) 있는데, 영어 섹션 'Step one'(14번째 줄)에는 예제, 과제이(가) 이 순서로 있습니다"))
        }
        let refused = LessonTranslationTests.korean + "\n```goal\ncount Screen == 1\n```\n"
        #expect(throws: LessonError.self) { try LessonParser.parseTranslation(refused, path: "ko/trial.md") }
        do { _ = try LessonParser.parseTranslation(refused, path: "ko/trial.md") } catch {
            #expect(korean.describe(error).contains("번역에는 본문만 씁니다: ```goal 블록은 영어 레슨에서 가져옵니다"))
        }
    }

    @Test func theCheckersFindingsSpeakKorean() throws {
        var text = try String(contentsOf: LessonParserTests.fixture, encoding: .utf8)
        text = text.replacingOccurrences(of: "\nbye\n", with: "\ngoodbye\n")
            .replacingOccurrences(of: "count Screen == 1", with: "count Screen == 2")
        let lesson = try LessonParser.parse(text, path: "trial.md")
        var checker = LessonChecker(language: .korean)
        let failures = checker.check(lesson)
        #expect(failures.map { $0.description(in: .korean) } == [
            "trial.md:19: 기대: \"goodbye\\n  - deinit Screen#1\", 실제: \"bye\\n  - deinit Screen#1\"",
            "trial.md:29: 기대: count Screen == 2, 실제: Screen이(가) 1개 살아 있습니다",
            "trial.md:29: 기대: count Screen == 2, 실제: Screen이(가) 1개 살아 있습니다 (선택 예제를 건너뛰면)",
            "trial.md:29: 기대: count Screen == 2, 실제: Screen이(가) 1개 살아 있습니다 (과제 전 마지막 예제 입력을 두 번 입력하면)",
        ])
        #expect(failures.first?.kind == .exampleOutput)
    }
}
