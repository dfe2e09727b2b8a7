import Foundation
import Testing
@testable import CoordLabSession

/// `coordlab run`'s own messages and the kept files' problems in Korean: a script's failed
/// `:command`, an unreadable file, a damaged progress file or journal. Swift's diagnostics
/// and traps stay swiftc's words.
@Suite struct KoreanRunningTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-ko-run-\(UUID().uuidString)")

    /// What a run of `sources` printed and reported, in `language`, and its exit status.
    func run(_ sources: [(name: String, text: String)], in language: InterfaceLanguage) -> (output: String, diagnostics: String, status: Int32) {
        var output = "", diagnostics = ""
        let status = ProgramRunner(output: { output += $0 }, diagnostics: { diagnostics += $0 + "\n" }, language: language)
            .run(sources: sources)
        return (output, diagnostics, status)
    }

    @Test func aScriptsCommandsSpeakTheRunsLanguage() {
        let script = "final class Home: UIViewController {}\nlet window = UIWindow()\nwindow.rootViewController = Home()\n"
            + "window.makeKeyAndVisible()\n:tab 1\n:expect count Home == 1\n"
        let korean = run([("app.swift", script)], in: .korean)
        #expect(korean.status == 1)
        #expect(korean.diagnostics == "app.swift:5: 오류: 화면에 탭 바가 없습니다\n")
        #expect(korean.output == "✓ count Home == 1\n")
        let english = run([("app.swift", script)], in: .english)
        #expect(english.diagnostics == "app.swift:5: error: there is no tab bar on screen\n")
    }

    @Test func swiftsOwnErrorsStayInSwiftsWords() {
        let r = run([("bad.swift", "let x: Int = \"a\"\n")], in: .korean)
        #expect(r.status == 1)
        #expect(r.diagnostics.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
    }

    @Test func anUnreadableFileIsSaidInKorean() {
        var diagnostics = ""
        let status = ProgramRunner(output: { _ in }, diagnostics: { diagnostics += $0 }, language: .korean).run(files: ["/nonexistent/x.swift"])
        #expect(status == 1)
        #expect(diagnostics == "오류: '/nonexistent/x.swift'을(를) 읽을 수 없습니다")
    }

    @Test func damagedFilesAreSaidInKorean() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let progressURL = dir.appendingPathComponent("progress.txt")
        try "not a progress line\n".write(to: progressURL, atomically: true, encoding: .utf8)
        let progress = Progress(url: progressURL)
        #expect(progress.problem(Catalogue(.korean)) == "\(progressURL.path):1: 진행 상황 파일의 줄이 손상되었습니다. 파일은 progress.txt.damaged로 옮겨 두었습니다")
        let journal = dir.appendingPathComponent("journal.jsonl")
        try "garbage\nmore\n".write(to: journal, atomically: true, encoding: .utf8)
        do {
            _ = try Journal.read(journal)
            Issue.record("a damaged journal was read")
        } catch {
            #expect(Catalogue(.korean).describe(error) == "\(journal.path):1: 세션 저널의 이 줄이 손상되었습니다")
            #expect("\(error)" == "\(journal.path):1: this line of the session journal is damaged")
        }
    }
}
