import Foundation
import TestSupport
import Testing
@testable import CoordLabTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct LineHistoryTests {
    @Test func savesPrivatelyAndSkipsBlankAndRepeatedLines() throws {
        let root = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("state/coordlab/history")

        let history = LineHistory(url: url)
        for line in ["let x = 1", "", "   ", "let x = 1", "print(x)", "let x = 1", "print(\"über\")"] {
            history.add(line)
        }
        #expect(history.count == 4)
        #expect(try Harness.mode(of: url) == 0o600)
        #expect(try Harness.mode(of: url.deletingLastPathComponent()) == 0o700)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("_HiStOrY_V2_"))

        let reloaded = LineHistory(url: url)
        #expect(reloaded.count == 4)
    }

    @Test func keepsAnExistingFilePrivate() throws {
        let root = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("history")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o644])
        LineHistory(url: url).add("let y = 2")
        #expect(try Harness.mode(of: url) == 0o600)
    }

    @Test func withoutAFileItKeepsHistoryInMemory() {
        let history = LineHistory(url: nil)
        history.add("a")
        history.add("b")
        #expect(history.count == 2)
    }
}

@Suite struct CompletionTests {
    @Test func commonPrefix() {
        #expect(LineEditor.commonPrefix([]) == "")
        #expect(LineEditor.commonPrefix(["coordinator"]) == "coordinator")
        #expect(LineEditor.commonPrefix(["childCoordinators", "childViewModel"]) == "child")
        #expect(LineEditor.commonPrefix(["push", "pop"]) == "p")
        #expect(LineEditor.commonPrefix(["a", "b"]) == "")
        #expect(LineEditor.commonPrefix(["über", "übel"]) == "übe")
        // By Character: "é" written as e + combining accent is one character.
        #expect(LineEditor.commonPrefix(["e\u{301}x", "e\u{301}y"]) == "e\u{301}")
        #expect(LineEditor.commonPrefix(["e\u{301}x", "ex"]) == "")
    }

    @Test func insertsWhatIsNotTypedYet() {
        let children = ["childCoordinators", "childViewModel"]
        #expect(LineEditor.completionInsertion(typed: "self.chi", candidates: children) == "ld")
        #expect(LineEditor.completionInsertion(typed: ":he", candidates: [":help"]) == "lp")
        #expect(LineEditor.completionInsertion(typed: "vc.", candidates: ["navigationController", "nibName"]) == "n")
        #expect(LineEditor.completionInsertion(typed: "self.child", candidates: children) == "")
        #expect(LineEditor.completionInsertion(typed: "x", candidates: []) == "")
        #expect(LineEditor.completionInsertion(typed: "abab", candidates: ["ababab"]) == "ab")
        #expect(LineEditor.completionInsertion(typed: "let ü", candidates: ["über"]) == "ber")
    }

    @Test func listsInColumns() {
        let words = ["alpha", "beta", "gamma", "delta", "epsilon"]
        // Widest is 7, columns 9 wide: 20 columns fit 2 per row, filled down first.
        #expect(LineEditor.columns(words, width: 20) == "alpha    delta\nbeta     epsilon\ngamma\n")
        #expect(LineEditor.columns(words, width: 200) == "alpha    beta     gamma    delta    epsilon\n")
        #expect(LineEditor.columns(["a-very-long-word"], width: 5) == "a-very-long-word\n")
        #expect(LineEditor.columns([], width: 80) == "")
        // Hangul names take two columns each: 화면목록 is 8 wide, columns 10 wide.
        #expect(LineEditor.columns(["화면목록", "홈", "abc"], width: 20) == "화면목록  abc\n홈\n")
    }
}

@Suite struct PromptTests {
    @Test func escapesAreBracketedSoTheyTakeNoRoom() {
        #expect(LineEditor.styledPrompt("coordlab> ", continuation: false, color: false) == "coordlab> ")
        let styled = LineEditor.styledPrompt("coordlab> ", continuation: false, color: true)
        // Drop what lies between pairs of ignore characters: what is left is what shows.
        let visible = styled.split(separator: "\u{1}", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        #expect(visible == "coordlab> ")
        #expect(styled.contains("\u{1B}["))
        #expect(styled.hasSuffix("\u{1} "))
    }
}

@Suite struct LineEditorPipeTests {
    @Test func withoutATerminalThereIsNoLibeditAndNoHistory() throws {
        let root = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let editor = LineEditor(
            programName: "coordlab", historyURL: root.appendingPathComponent("history"),
            interactive: false, environment: [:])
        #expect(!editor.isInteractive)
        #expect(editor.historyURL == nil)
    }
}

@Suite(.serialized) struct InterruptFlagTests {
    /// Sends SIGINT to this thread with SIGINT unblocked (test threads block signals),
    /// so the handler has run when this returns.
    private func interruptThisThread() {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previous)
        raise(SIGINT)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    @Test func sigintSetsTheFlagInsteadOfKilling() {
        InterruptFlag.installForEvaluating()
        defer { InterruptFlag.installDefault() }
        InterruptFlag.clear()
        #expect(!InterruptFlag.isSet)
        interruptThisThread()
        #expect(InterruptFlag.isSet)
        #expect(InterruptFlag.pointer.pointee == 1)
        InterruptFlag.clear()
        InterruptFlag.installForLineEditing()
        interruptThisThread()
        #expect(InterruptFlag.isSet)
        InterruptFlag.clear()
    }
}
