import Foundation
import TestSupport
import Testing

/// The real binary's command line in Korean: `coordlab check`'s report and findings,
/// `coordlab explore`'s report (its JSON stays English) and `--help`, chosen by the locale
/// or `--lang`.
@Suite struct KoreanCommandLineTests {
    /// The environment of a Korean locale (`LC_ALL` and `LC_MESSAGES` cleared, as they come first).
    static let korean = Harness.environment(["LANG": "ko_KR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])

    /// The lesson of the parser's tests, written into `dir` as `name` with `change` made.
    func lesson(in dir: URL, named name: String, _ change: (String) -> String = { $0 }) throws -> String {
        let fixture = Harness.packageRoot.appendingPathComponent("Tests/CoordLabSessionTests/Lessons/Fixtures/trial.md")
        let path = dir.appendingPathComponent(name).path
        try change(String(contentsOf: fixture, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func checkReportsInKorean() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try lesson(in: dir, named: "good.md")
        let wrong = try lesson(in: dir, named: "wrong.md") { $0.replacingOccurrences(of: "\nbye\n", with: "\ngoodbye\n") }
        let broken = try lesson(in: dir, named: "broken.md") { $0.replacingOccurrences(of: "order: 99", with: "order: one") }
        let r = try Subprocess.run(bin, ["check", good, wrong, broken], environment: Self.korean, timeout: 120)
        #expect(r.exitCode == 1)
        #expect(r.stdout == "통과  \(good)\n실패  \(wrong)\n실패  \(broken)\n")
        #expect(r.stderr.contains("\(wrong):19: 기대: \"goodbye\\n  - deinit Screen#1\", 실제: \"bye\\n  - deinit Screen#1\"\n"), "\(r.stderr)")
        #expect(r.stderr.contains("\(broken):4: order는 정수여야 합니다\n"), "\(r.stderr)")
        // --lang speaks over the locale.
        let english = try Subprocess.run(bin, ["check", "--lang", "en", wrong, broken], environment: Self.korean, timeout: 120)
        #expect(english.stdout == "FAIL  \(wrong)\nFAIL  \(broken)\n")
        #expect(english.stderr.contains("\(broken):4: order must be a whole number\n"))
    }

    @Test func exploreReportsInKoreanAndItsJSONStaysEnglish() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let app = Harness.packageRoot.appendingPathComponent("Tests/ExploreApps/sheet.swift").path
        let r = try Subprocess.run(bin, ["explore", "--lang", "ko", "--depth", "2", app], environment: Harness.environment([:]), timeout: 300)
        #expect(r.exitCode == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "방치(abandoned) SettingsCoordinator  2단계 후: :tap showSettings, :swipe down")
        #expect(lines.contains("  자기 화면이 하나도 화면에 없음 (SettingsViewController#1)"))
        #expect(lines.last?.hasPrefix("여정 ") == true && lines.last?.hasSuffix(": 발견 2개") == true, "\(lines.last ?? "")")
        let json = try Subprocess.run(bin, ["explore", "--json", "--depth", "2", app], environment: Self.korean, timeout: 300)
        #expect(json.stdout.contains("\"kind\" : \"abandoned\"") && json.stdout.contains("none of its screens is on screen any more"))
    }

    @Test func helpFollowsTheLocale() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let top = try Subprocess.run(bin, ["--help"], environment: Self.korean)
        #expect(top.stdout.contains("MVVM-C 코디네이터의 생명주기를 배우는 대화형 워크북"))
        #expect(top.stdout.contains("레슨 목록과 진행 상황을 보여 줍니다."))
        let check = try Subprocess.run(bin, ["check", "--help", "--lang", "ko"], environment: Harness.environment(["LC_ALL": "C"]))
        #expect(check.stdout.contains("레슨과 번역을 검증합니다"))
        #expect(check.stdout.contains("모든 예제의 기대 출력을 실제 출력으로 고쳐 씁니다."))
        let english = try Subprocess.run(bin, ["--help"], environment: Harness.environment(["LC_ALL": "C"]))
        #expect(english.stdout.contains("An interactive workbook for coordinator lifetimes in MVVM-C"))
    }
}
