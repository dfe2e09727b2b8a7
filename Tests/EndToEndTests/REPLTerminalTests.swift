import Foundation
import TestSupport
import Testing

/// The REPL in a real terminal (tmux): typing, completion, history, multi-line input,
/// Ctrl-C and Ctrl-D, UTF-8.
@Suite(.serialized) struct REPLTerminalTests {
    /// A private state directory, so history does not leak between tests or into $HOME.
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-e2e-\(UUID().uuidString)")

    /// Starts coordlab in a terminal and waits for its prompt.
    func start(columns: Int = 100, rows: Int = 30) throws -> Terminal? {
        try Terminal.coordlab(state: state, columns: columns, rows: rows)
    }

    /// Types `input` and Return, and waits for the next prompt.
    func enter(_ input: String, in term: Terminal) throws { try term.enter(input) }

    @Test func typedSwiftRunsAndShowsDeinit() throws {
        guard let term = try start() else { return }
        try term.send(text: #"class A { deinit { print("deinit A") } }"#)
        try term.send(keys: "Enter")
        try term.waitForPrompt("coordlab> ")
        try term.send(text: "var a: A? = A(); a = nil")
        try term.send(keys: "Enter")
        try term.waitFor("deinit A")
        try term.waitForPrompt("coordlab> ")
        try term.send(keys: "C-d")
        #expect(try term.waitForExit() == 0)
    }

    @Test func multiLineClassContinuesOnAContinuationPrompt() throws {
        guard let term = try start() else { return }
        try term.send(text: "class Screen {")
        try term.send(keys: "Enter")
        try term.waitFor("...> ")
        try term.send(text: #"    deinit { print("screen gone") }"#)
        try term.send(keys: "Enter")
        try term.send(text: "}")
        try term.send(keys: "Enter")
        try term.waitForPrompt("coordlab> ")
        try term.send(text: "_ = Screen()")
        try term.send(keys: "Enter")
        try term.waitFor("screen gone")
    }

    @Test func tabCompletesCommandsVariablesAndMembers() throws {
        guard let term = try start() else { return }
        try term.send(text: ":hel")
        try term.send(keys: "Tab")
        try term.waitFor(":help")
        try term.send(keys: "C-u")
        try enter("class Coordinator { var childCoordinators: [Coordinator] = [] }; let appCoordinator = Coordinator()", in: term)
        try term.send(text: "appCoo")
        try term.send(keys: "Tab")
        try term.waitFor("appCoordinator")
        try term.send(text: ".childC")
        try term.send(keys: "Tab")
        try term.waitFor("appCoordinator.childCoordinators")
    }

    /// UIKit's names complete before any code has used UIKit (its files load lazily).
    @Test func tabCompletesPreludeNamesBeforeTheyLoad() throws {
        guard let term = try start() else { return }
        try term.send(text: "let nav = UINavigationCont")
        try term.send(keys: "Tab")
        try term.waitFor("UINavigationController")
        try term.send(text: "()")
        try term.send(keys: "Enter")
        try term.waitForPrompt("coordlab> ")
        try term.send(text: "UIColor.")
        try term.send(keys: "Tab")
        try term.send(keys: "Tab")
        try term.waitFor("systemBackground")
    }

    @Test func ctrlCStopsARunawayLoopAndKeepsTheSession() throws {
        guard let term = try start() else { return }
        try term.send(text: "var kept = 42")
        try term.send(keys: "Enter")
        try term.waitForPrompt("coordlab> ")
        try term.send(text: "while true { kept += 1 }")
        try term.send(keys: "Enter")
        Thread.sleep(forTimeInterval: 0.5)
        try term.send(keys: "C-c")
        try term.waitFor("Interrupted.")
        try term.waitForPrompt("coordlab> ")
        try term.send(text: "print(kept)")
        try term.send(keys: "Enter")
        try term.waitFor("\n42")
    }

    @Test func historySurvivesARestart() throws {
        guard let first = try start() else { return }
        try first.send(text: #"print("remember me")"#)
        try first.send(keys: "Enter")
        try first.waitFor("\nremember me")
        try first.send(keys: "C-d")
        #expect(try first.waitForExit() == 0)
        guard let second = try start() else { return }
        try second.send(keys: "Up")
        try second.waitFor(#"coordlab> print("remember me")"#)
    }

    @Test func utf8InputAndOutput() throws {
        guard let term = try start() else { return }
        try term.send(text: #"let 화면 = "홈 → 상세"; print(화면)"#)
        try term.send(keys: "Enter")
        try term.waitFor("\n홈 → 상세")
    }

    /// Help and retain paths are wrapped by coordlab at spaces in a narrow terminal, so
    /// the terminal never breaks a line inside a word.
    @Test func helpAndWhyWrapBetweenWordsInANarrowTerminal() throws {
        guard let term = try start(columns: 44, rows: 40) else { return }
        try enter("class Node { var next: Node? }; let firstNodeOfAVeryLongChain = Node()", in: term)
        try enter("firstNodeOfAVeryLongChain.next = Node()", in: term)
        try term.send(text: ":help tap")
        try term.send(keys: "Enter")
        let help = try term.waitFor("target.")
        try term.send(keys: "C-l")
        try term.send(text: ":why Node#2")
        try term.send(keys: "Enter")
        let why = try term.waitFor("-> Node#2")
        // Every word of the output is whole on one screen line (a line the terminal
        // broke would leave half a word at a line's end or start).
        for word in ["presented", "navigation", "arguments", "controller", "target."] {
            #expect(help.split(separator: "\n").contains { $0.split(separator: " ").contains(Substring(word)) }, "\(word)")
        }
        #expect(why.contains("firstNodeOfAVeryLongChain -> Node#1 -> next\n    -> Node#2"))
    }
}
