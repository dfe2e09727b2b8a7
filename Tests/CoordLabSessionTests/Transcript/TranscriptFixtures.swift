import Foundation
import TestSupport
import Testing
@testable import CoordLabSession

/// Transcripts for the export tests: a session of UIKit code, gestures, a command, a trap
/// and a compile error, recorded by running a real `Session` input by input. Each input
/// is one statement or one declaration, as the REPL gathers them (see
/// `MarkdownTranscriptTests.twoStatementsInOneInputAreSplitByTheLessonParser`).
enum TranscriptFixtures {
    /// The inputs, each with the Swift it stands for (nil for a command with none).
    static let inputs: [(input: String, swift: String?)] = [
        swift("""
            class Screen: UIViewController {
                let name: String
                init(name: String) {
                    self.name = name
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }
                deinit { print("deinit \\(name) <&>") }
            }
            """),
        swift("let window = UIWindow()"),
        swift("let navigation = UINavigationController(rootViewController: Screen(name: \"home\"))"),
        swift("window.rootViewController = navigation"),
        swift("window.makeKeyAndVisible()"),
        swift("navigation.pushViewController(Screen(name: \"detail\"), animated: true)"),
        (":back", "_ = __coordlabBack()"),
        (":stack", nil),
        swift("print(\"a < b && c > d\", terminator: \"\")"),
        swift("var gone: Screen? = nil"),
        swift("print(gone!.name)"),
        swift("print(nowhere)"),
        swift("gone = Screen(name: \"last\")"),
        swift("gone = nil"),
    ]

    /// An input that is its own Swift.
    private static func swift(_ text: String) -> (input: String, swift: String?) { (text, text) }

    /// Text gathered from an output closure.
    final class Captured { var text = "" }

    /// `inputs` run in a fresh `Session`, each entry with what it printed and how long it took.
    static func recorded(_ inputs: [(input: String, swift: String?)] = inputs, showsSummary: Bool = true) -> Transcript {
        let captured = Captured()
        let session = Session(output: { captured.text += $0 })
        session.showsSummary = showsSummary
        let start = Date(timeIntervalSince1970: 1_767_323_045)   // 2026-01-02 03:04:05 UTC
        var transcript = Transcript(started: start, showsSummary: showsSummary)
        let clock = Date()
        for (input, swift) in inputs {
            captured.text = ""
            let time = Date().timeIntervalSince(clock)
            let ok = session.evaluate(input)
            transcript.entries.append(.init(input: input, output: captured.text, succeeded: ok, time: time,
                                            duration: Date().timeIntervalSince(clock) - time, swift: swift))
        }
        return transcript
    }

    /// What the Swift of the transcript's succeeded entries prints, run in order in one
    /// fresh program (as the session ran them, without its summaries).
    static func programOutput(of transcript: Transcript) throws -> String {
        let captured = Captured()
        let workspace = try Workspace(output: { captured.text += $0 })
        for (k, entry) in transcript.entries.enumerated() where entry.succeeded {
            guard let swift = entry.swift else { continue }
            try workspace.run(swift: swift, fileName: "<input \(k + 1)>")
        }
        return captured.text
    }

    /// The repository's root folder.
    static let repositoryRoot = Harness.packageRoot
}
