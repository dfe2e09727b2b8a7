@testable import CoordLabSession
import Testing

/// The inputs that built a session, and those undone.
@Suite struct InputHistoryTests {
    @Test func acceptingKeepsOrderAndSwift() {
        var h = InputHistory()
        h.accept("let a = 1", swift: "let a = 1")
        h.accept(":back", swift: "_ = __coordlabBack()")
        #expect(h.acceptedTexts == ["let a = 1", ":back"])
        #expect(h.accepted.map(\.swift) == ["let a = 1", "_ = __coordlabBack()"])
        #expect(h.undone.isEmpty)
    }

    @Test func undoMovesTheLastInputToRedoMostRecentLast() {
        var h = InputHistory()
        for k in 1...3 { h.accept("input \(k)", swift: "") }
        #expect(h.undo()?.text == "input 3")
        #expect(h.undo()?.text == "input 2")
        #expect(h.acceptedTexts == ["input 1"])
        #expect(h.undone == ["input 3", "input 2"])
        #expect(h.takeRedo() == "input 2")
        #expect(h.undone == ["input 3"])
    }

    @Test func undoOnNothingIsNil() {
        var h = InputHistory()
        #expect(h.undo() == nil)
        #expect(h.takeRedo() == nil)
    }

    @Test func aTypedInputForgetsWhatWasUndoneAReplayDoesNot() {
        var h = InputHistory()
        h.accept("a", swift: "")
        h.accept("b", swift: "")
        _ = h.undo()
        h.replay("setup", swift: "")
        #expect(h.undone == ["b"])
        h.accept("c", swift: "")
        #expect(h.undone.isEmpty)
        #expect(h.acceptedTexts == ["a", "setup", "c"])
    }

    @Test func takingAcceptedEmptiesItForAReplayAndKeepsUndone() {
        var h = InputHistory()
        h.accept("a", swift: "sa")
        h.accept("b", swift: "sb")
        _ = h.undo()
        let taken = h.takeAccepted()
        #expect(taken == [InputHistory.Input(text: "a", swift: "sa")])
        #expect(h.accepted.isEmpty)
        #expect(h.undone == ["b"])
        h.restoreUndone([])
        #expect(h.undone.isEmpty)
    }

    @Test func clearForgetsEverything() {
        var h = InputHistory()
        h.accept("a", swift: "")
        h.accept("b", swift: "")
        _ = h.undo()
        h.clear()
        #expect(h == InputHistory())
    }
}

/// Each command says what it acts on, which decides where it may run.
@Suite struct CommandScopeTests {
    @Test func scriptsHaveNoSessionCommands() {
        #expect(CommandTable.scripting.commands.allSatisfy { $0.scope != .session && $0.worksInScripts })
    }

    @Test func sessionCommandsAreREPLOnlyAndViewsOnlyLook() throws {
        let session = Session(output: { _ in })
        for name in ["undo", "redo", "reset", "lesson", "next", "set", "export", "save", "load", "quit"] {
            #expect(try session.commands.find(name).scope == .session, ":\(name)")
        }
        for name in ["graph", "why", "leaks", "expect", "stack", "counts"] {
            #expect(try session.commands.find(name).scope == .view, ":\(name)")
        }
        for name in ["back", "swipe", "tap", "tab"] {
            #expect(try session.commands.find(name).scope == .program, ":\(name)")
        }
    }

    @Test func lookingOnlyIsNotReplayed() {
        let session = Session(output: { _ in })
        session.evaluate("class A {}")
        session.evaluate(":graph")
        session.evaluate(":counts")
        #expect(session.history.acceptedTexts == ["class A {}"])
        session.evaluate(":back")
        #expect(session.history.acceptedTexts == ["class A {}"], "a failed gesture leaves no trace")
    }
}
