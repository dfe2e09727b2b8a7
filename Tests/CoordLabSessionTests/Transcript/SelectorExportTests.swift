import Foundation
import Testing
@testable import CoordLabSession
import TestSupport

/// `#selector(m)`: coordlab runs it as the prelude's `Selector("m")`, and the `.swift` export
/// writes it so, since swiftc on Linux has no Objective-C runtime to make a selector.
@Suite struct SelectorExportTests {
    /// Every spelling of a method in `#selector` becomes its name; other text stays as it was.
    @Test func selectorsBecomeSelectorNames() {
        let source = """
            button.addTarget(self, action: #selector(close), for: .touchUpInside)
            let a = #selector(Screen.tapped(_:)) // tap
            let b = [#selector(self.done)]
            """
        #expect(LinuxSwift.translate(source).text == """
            button.addTarget(self, action: Selector("close"), for: .touchUpInside)
            let a = Selector("tapped") // tap
            let b = [Selector("done")]
            """)
    }

    /// Target-action with `#selector` in a session: controls, bar items and gesture
    /// recognizers do not keep their target, so the screen dies when its owner lets go; the
    /// export compiles beside the prelude and prints the same.
    @Test func targetActionSessionExportsAndPrintsTheSame() throws {
        let inputs = [
            """
            final class Screen: UIViewController {
                let button = UIButton(type: .system)
                var item: UIBarButtonItem?
                let tap = UITapGestureRecognizer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(close), for: .touchUpInside)
                    item = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(Screen.close))
                    tap.addTarget(self, action: #selector(self.close))
                    view.addGestureRecognizer(tap)
                    view.addSubview(button)
                }
                func close() { print("close") }
                deinit { print("deinit Screen") }
            }
            """,
            "var screen: Screen? = Screen()",
            "let button = screen!.button",
            "let item = screen!.view.gestureRecognizers!.count",
            "print(button.allTargets.count, screen!.item!.action == Selector(\"close\"), item)",
            "screen = nil",
            "print(button.allTargets.count, button.superview == nil)",
        ]
        let printed = TranscriptFixtures.Captured()
        let session = Session(output: { printed.text += $0 })
        for input in inputs { #expect(session.evaluate(input), "\(input): \(printed.text)") }
        let lines = printed.text.split(separator: "\n").map(String.init)
        let deinitLine = try #require(lines.firstIndex(of: "deinit Screen"), "\(printed.text)")
        #expect(lines.firstIndex(of: "1 true 1").map { $0 < deinitLine } == true, "\(printed.text)")
        #expect(lines.lastIndex(of: "0 true").map { $0 > deinitLine } == true, "\(printed.text)")
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("main.swift")
        #expect(session.evaluate(":export \(main.path)"))
        let program = try String(contentsOf: main, encoding: .utf8)
        #expect(!program.contains("#selector") && program.contains("Selector(\"close\")"))
        let expected = try LessonSwiftExportTests.programOutput(of: session)
        guard let got = try SwiftTranscriptTests.compileAndRun(program) else { return }
        #expect(got == expected)
    }
}
