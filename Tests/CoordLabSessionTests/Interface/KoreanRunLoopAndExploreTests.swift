import Foundation
import Testing
@testable import CoordLabSession

/// The run-loop commands and exploring in Korean: `:pending`'s lines, `:wait`'s and
/// `:explore`'s errors, and the explore report (whose JSON stays English).
@Suite struct KoreanRunLoopAndExploreTests {
    /// Text gathered from a session's output.
    final class Output { var text = "" }

    /// What each input printed in a quiet session speaking `language`.
    func outputs(_ inputs: [String], in language: InterfaceLanguage = .korean) -> [String] {
        let out = Output()
        var configuration = Session.Configuration()
        configuration.language = language
        let session = Session(configuration: configuration, output: { out.text += $0 })
        session.showsSummary = false
        return inputs.map { input in
            out.text = ""
            session.evaluate(input)
            return out.text
        }
    }

    static let observers = """
        final class Badge {}
        let badge = Badge()
        let a = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [badge] _ in print(badge) }
        let b = NotificationCenter.default.addObserver(forName: Notification.Name("a|b"), object: nil, queue: nil) { _ in }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print(badge) }
        """

    @Test func pendingSaysEachLineInKorean() {
        let printed = outputs([":pending", RunLoopCommandsTests.clock, Self.observers, ":pending"])
        #expect(printed[0] == "대기 중인 작업이 없습니다: 프로그램이 아직 run loop, 큐, 타이머, Date를 쓰지 않았습니다\n")
        let lines = printed[3].split(separator: "\n").map(String.init)
        #expect(lines.first == "현재: 가상 시간 0s")
        #expect(lines.contains("timers[0]: 블록 타이머, 1s마다 반복, 다음 실행까지 1s; 붙잡고 있는 객체: Clock#1"))
        #expect(lines.contains("observers[0]: 모든 알림을 관찰하는 블록; 붙잡고 있는 객체: Badge#1"))
        #expect(lines.contains("observers[1]: a|b 알림을 관찰하는 블록; 붙잡고 있는 객체 없음"), "a name holding | stays whole")
        #expect(lines.contains { $0.hasPrefix("queued[0]: ") && $0.hasSuffix("에 넣은 블록, 2s 후 실행; 붙잡고 있는 객체 없음") })
    }

    @Test func theEnglishLinesAreTheOnesLessonsHold() {
        let printed = outputs([RunLoopCommandsTests.clock, Self.observers, ":pending", "final class Idle {}\n:pending"], in: .english)
        let lines = printed[2].split(separator: "\n").map(String.init)
        #expect(lines.contains("timers[0]: a block timer, repeating every 1s, next in 1s; keeps Clock#1"))
        #expect(lines.contains("observers[1]: a block observing a|b; keeps none of your objects"))
        #expect(lines.contains { $0.hasPrefix("queued[0]: a block on ") && $0.hasSuffix(", in 2s; keeps none of your objects") })
        // An example's expected output (English, in the lesson) is shown in Korean.
        let korean = Catalogue(.korean)
        for line in lines {
            #expect(outputs([RunLoopCommandsTests.clock, Self.observers, ":pending"])[2].contains(korean.translatingOutput(line)))
        }
    }

    @Test func waitAndPendingErrorsSpeakKorean() {
        let printed = outputs([":wait soon", ":wait", ":pending now"])
        #expect(printed[0] == "오류: 'soon'은(는) 시간이 아닙니다: 초(2s, 1.5s)나 밀리초(500ms)로 쓰세요\n")
        #expect(printed[1] == "오류: 사용법: :wait DURATION (2s, 1.5s 또는 500ms)\n")
        #expect(printed[2] == "오류: :pending 명령은 인자를 받지 않습니다\n")
    }

    @Test func exploreOptionsAreRefusedInKorean() {
        let printed = outputs([":explore --depth 0", ":explore --max-journeys x", ":explore --seconds", ":explore --fast 1"])
        #expect(printed == ["오류: --depth에는 1 이상의 수를 주세요\n", "오류: --max-journeys에는 1 이상의 수를 주세요\n",
                            "오류: --seconds에는 값이 필요합니다. :help explore를 보세요\n", "오류: 알 수 없는 옵션 --fast. :help explore를 보세요\n"])
    }

    /// A result as an explore of the sheet app finds it, stopped early.
    static var result: ExploreResult {
        var result = ExploreResult(depth: 2)
        result.journeys = 7
        result.journeysCovered = 7
        result.states = 4
        result.stoppedEarly = Catalogue(.english)("explore.stoppedJourneys", 7)
        result.findings = [
            ExploreFinding(problem: ExploreProblem(kind: .abandoned, subject: "SettingsCoordinator"),
                           journey: [":tap showSettings", ":swipe down"],
                           explanation: ["home -> HomeCoordinator#1 -> childCoordinators[0] -> SettingsCoordinator#1",
                                         "none of its screens is on screen any more (SettingsViewController#1)"],
                           expectations: [":expect abandoned SettingsCoordinator#1"]),
            ExploreFinding(problem: ExploreProblem(kind: .growth, subject: "SettingsCoordinator"), journey: [":tap showSettings"],
                           explanation: ["the same screens as after step 0 (HomeViewController on top), with more alive: SettingsCoordinator 0 → 1"],
                           expectations: []),
        ]
        return result
    }

    @Test func theReportSpeaksKoreanAndItsJSONStaysEnglish() {
        let korean = Self.result.text(files: ["App.swift"], showsTime: false, language: .korean).split(separator: "\n").map(String.init)
        #expect(korean[0] == "방치(abandoned) SettingsCoordinator  2단계 후: :tap showSettings, :swipe down")
        #expect(korean[1] == "  home -> HomeCoordinator#1 -> childCoordinators[0] -> SettingsCoordinator#1")
        #expect(korean[2] == "  자기 화면이 하나도 화면에 없음 (SettingsViewController#1)")
        #expect(korean[3] == "  재현 스크립트 (finding-1.swift; coordlab run App.swift finding-1.swift):")
        #expect(korean.contains("증가(growth) SettingsCoordinator  1단계 후: :tap showSettings"))
        #expect(korean.contains("  0단계 후와 같은 화면인데 (HomeViewController이(가) 맨 위) 살아 있는 객체가 늘었습니다: SettingsCoordinator 0 → 1"))
        #expect(korean.suffix(2) == ["여정 7개를 탐색했습니다 (서로 다른 상태 4개). 최대 2단계 여정 7개를 다뤘습니다: 발견 2개",
                                     "여정 7개 후 멈췄습니다 (--max-journeys). 더 긴 여정은 탐색하지 않았습니다"])
        let english = Self.result.text(files: ["App.swift"], showsTime: false).split(separator: "\n").map(String.init)
        #expect(english[0] == "abandoned SettingsCoordinator  after 2 steps: :tap showSettings, :swipe down")
        #expect(english.contains("growth of SettingsCoordinator  after 1 step: :tap showSettings"))
        #expect(english.suffix(2) == ["explored 7 journeys (4 distinct states), covering 7 journeys of up to 2 steps: 2 findings",
                                      "stopped after 7 journeys (--max-journeys); longer journeys were not explored"])
        let json = Self.result.json()
        #expect(json.contains("none of its screens is on screen any more") && json.contains("stopped after 7 journeys"))
        #expect(!json.contains("화면"))
    }

    @Test func exploringAnAppInAKoreanSessionSaysItInKorean() {
        let printed = outputs([
            "final class HomeViewController: UIViewController {}\nlet window = UIWindow()\nwindow.rootViewController = UINavigationController(rootViewController: HomeViewController())\nwindow.makeKeyAndVisible()",
            ":explore --depth 1",
        ])
        #expect(printed[1].hasPrefix("여정 "), "\(printed[1])")
        #expect(printed[1].contains("최대 1단계 여정 전체 ") && printed[1].hasSuffix("개를 다뤘습니다: 발견 없음\n"), "\(printed[1])")
    }
}
