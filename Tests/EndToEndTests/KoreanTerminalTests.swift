import CoordLabText
import Foundation
import TestSupport
import Testing

/// coordlab in Korean in a real terminal (tmux): chosen by the locale even where the
/// machine lacks it, Hangul typed at the prompt, and Korean output aligned by display
/// width (Hangul takes two columns).
@Suite(.serialized) struct KoreanTerminalTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-e2e-ko-\(UUID().uuidString)")

    /// coordlab started with `LANG=ko_KR.UTF-8` (not installed on test machines: the
    /// language is read from the variable, and the line editor falls back to C.UTF-8).
    func start(columns: Int = 60, arguments: [String] = []) throws -> Terminal? {
        try Terminal.coordlab(state: state, arguments: arguments, environment: ["LANG": "ko_KR.UTF-8", "NO_COLOR": "1"],
                              columns: columns, rows: 40)
    }

    func enter(_ input: String, in term: Terminal) throws { try term.enter(input) }

    /// The lines of the screen from the last line starting with `marker` on.
    func lines(after marker: String, in screen: String) -> [String] {
        let all = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = all.lastIndex(where: { $0.hasPrefix(marker) }) else { return [] }
        return Array(all[(start + 1)...])
    }

    @Test func theLocaleChoosesKoreanAndHangulInputRuns() throws {
        guard let term = try start() else { return }
        try term.waitFor("워크북")
        try enter(#"class 화면 { var 이름 = "홈"; deinit { print("\(이름) 해제") } }"#, in: term)
        try enter("var 홈화면: 화면? = 화면()", in: term)
        try term.send(text: "홈화면 = nil")
        try term.send(keys: "Enter")
        try term.waitFor("홈 해제")
        try term.waitFor("- deinit 화면#1")
        try enter(":undo", in: term)
        try term.waitFor("되돌림: 홈화면 = nil")
        try term.send(keys: "C-d")
        #expect(try term.waitForExit() == 0)
    }

    @Test func theLineEditorPlacesTheCursorByDisplayWidth() throws {
        guard let term = try start() else { return }
        try term.send(text: "let 가나다 = 1")
        try term.waitFor("coordlab> let 가나다 = 1")
        // "coordlab> " is 10 columns, "let " 4, 가나다 6, " = 1" 4.
        #expect(try term.cursor().column == 24)
        try term.send(keys: "C-a")
        try term.send(keys: "M-f", "M-f")
        #expect(try term.cursor().column == 20)
        try term.send(keys: "C-e")
        try term.send(keys: "Enter")
        try term.waitForPrompt("coordlab> ")
        try enter("print(가나다 + 1)", in: term)
        try term.waitFor("\n2")
    }

    @Test func treesTablesAndHelpAlignByDisplayWidth() throws {
        guard let term = try start(columns: 44) else { return }
        try enter("class 라우터 { var 화면목록: [검색화면] = [] }", in: term)
        try enter("class 검색화면 { weak var 상위라우터: 라우터?; var 결과콜백: (() -> Void)?; func 바인딩() { 결과콜백 = { print(self) } } }", in: term)
        try enter("let 홈 = 라우터(); 홈.화면목록.append(검색화면()); 홈.화면목록[0].상위라우터 = 홈", in: term)
        try enter("var 검색: 검색화면? = 검색화면(); 검색!.바인딩(); 검색 = nil", in: term)
        try enter(":graph", in: term)
        let tree = lines(after: "coordlab> :graph", in: try term.contents())
        #expect(tree.contains("└─ 화면목록[0] → 검색화면#1 (1)"), "\(tree)")
        #expect(tree.contains("   └─ weak 상위라우터 ⇢ 라우터#1 (1)"), "\(tree)")
        #expect(tree.contains("누수(leaked): 루트에서 닿지 않는 객체"), "\(tree)")
        // The leak's line wraps at 44 columns, its continuation under the hanging indent.
        let leak = tree.drop { !$0.hasPrefix("  검색화면#2") }
        #expect(leak.count >= 2 && leak.dropFirst().first?.hasPrefix("    ") == true, "\(tree)")
        #expect(tree.allSatisfy { $0.displayWidth <= 44 }, "\(tree)")

        try enter(":graph --ascii", in: term)
        let ascii = lines(after: "coordlab> :graph --ascii", in: try term.contents())
        #expect(ascii.contains("`-- 화면목록[0] -> 검색화면#1 (1)"), "\(ascii)")
        #expect(ascii.contains("    `-- weak 상위라우터 -.-> 라우터#1 (1)"), "\(ascii)")

        try enter(":counts", in: term)
        let counts = lines(after: "coordlab> :counts", in: try term.contents()).filter { !$0.isEmpty && !$0.hasPrefix("coordlab>") }
        let columns = counts.compactMap { line in line.lastIndex(of: " ").map { line[..<$0].displayWidth } }
        #expect(counts.count == 2 && Set(columns).count == 1, "counts not aligned: \(counts)")
    }

    @Test func helpAndLessonsSpeakKoreanAndStayInTheWidth() throws {
        guard let term = try start(columns: 60, arguments: ["--lang", "ko"]) else { return }
        try enter(":help why", in: term)
        let help = try term.waitFor("루트에서 객체까지의 모든 retain 경로")
        #expect(help.split(separator: "\n").allSatisfy { $0.displayWidth <= 60 })
        try enter(":lesson 1", in: term)
        let lesson = try term.waitFor("ARC와 객체 그래프")
        #expect(lesson.contains("(7단계 중 1단계)"))
        #expect(lesson.split(separator: "\n").allSatisfy { $0.displayWidth <= 60 }, "\(lesson)")
        try enter(":set lang en", in: term)
        try enter(":step", in: term)
        try term.waitFor("(step 1 of 7)")
    }
}
