/// The inputs that built a session's program, in order, and those `:undo` took back.
///
/// Replaying `accepted` into a fresh program rebuilds it exactly (evaluation is
/// deterministic), which is how a session undoes inputs and recovers from failed ones.
struct InputHistory: Equatable, Sendable {
    /// One input that took effect.
    public struct Input: Equatable, Sendable {
        /// What was typed (Swift, `:commands`, or both on separate lines).
        var text: String
        /// The Swift it stands for (gestures become the prelude calls they make), for
        /// `.swift` exports; empty when unknown (a session restored from its journal).
        var swift: String

        init(text: String, swift: String) {
            self.text = text
            self.swift = swift
        }
    }

    /// The inputs that took effect, oldest first.
    private(set) var accepted: [Input] = []
    /// Inputs taken back by `:undo`, most recent last; `:redo` runs them again.
    private(set) var undone: [String] = []

    init() {}

    /// The typed text of every accepted input.
    var acceptedTexts: [String] { accepted.map(\.text) }

    /// Records an input the user typed: it took effect, so nothing is left to redo.
    mutating func accept(_ text: String, swift: String) {
        accepted.append(Input(text: text, swift: swift))
        undone = []
    }

    /// Records an input that ran without the user typing it (a lesson's setup, a replay):
    /// what is left to redo stays.
    mutating func replay(_ text: String, swift: String) {
        accepted.append(Input(text: text, swift: swift))
    }

    /// Takes back the last accepted input, to redo later; nil when there is none.
    mutating func undo() -> Input? {
        guard let last = accepted.popLast() else { return nil }
        undone.append(last.text)
        return last
    }

    /// The input `:redo` runs next, removed from the undone ones; nil when there is none.
    mutating func takeRedo() -> String? {
        undone.popLast()
    }

    /// Puts back the undone inputs as they were (after a redo whose input failed, or to
    /// keep them across a successful one).
    mutating func restoreUndone(_ inputs: [String]) {
        undone = inputs
    }

    /// Removes every input and returns the accepted ones, for a replay into a fresh
    /// program; the undone ones stay.
    mutating func takeAccepted() -> [Input] {
        defer { accepted = [] }
        return accepted
    }

    /// Forgets every input, accepted and undone.
    mutating func clear() {
        accepted = []
        undone = []
    }
}
