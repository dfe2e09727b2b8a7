import CoordLabGraph
import CoordLabLanguage

/// A workspace's state between inputs, saved to be put back in the same process: the
/// interpreter's (`InterpreterSnapshot`) and the session's own, which the program's
/// inputs change too: the incremental verdicts, the screens shown, the gestures made,
/// whether an evaluation stopped midway, whether the app's launch was finished with no
/// code run since. Compiled code is not saved: it only grows, and
/// the same Swift compiles to the same code.
final class WorkspaceSnapshot {
    fileprivate let program: InterpreterSnapshot
    fileprivate let verdicts: LiveVerdicts.Saved
    fileprivate let screens: ScreenHistory
    fileprivate let checkedScreens: ScreenHistory?
    fileprivate let gestures: [String]
    fileprivate let isDamaged: Bool
    fileprivate let launchIsFinished: Bool

    fileprivate init(program: InterpreterSnapshot, verdicts: LiveVerdicts.Saved, screens: ScreenHistory,
                     checkedScreens: ScreenHistory?, gestures: [String], isDamaged: Bool, launchIsFinished: Bool) {
        self.program = program
        self.verdicts = verdicts
        self.screens = screens
        self.checkedScreens = checkedScreens
        self.gestures = gestures
        self.isDamaged = isDamaged
        self.launchIsFinished = launchIsFinished
    }
}

extension Workspace {
    /// The state now, or nil when the interpreter's cannot be saved (see
    /// `Interpreter.snapshot`).
    func snapshot() -> WorkspaceSnapshot? {
        let verdicts = live.saved()
        guard let program = interpreter.snapshot(alsoHolding: verdicts.heldValues) else { return nil }
        return WorkspaceSnapshot(program: program, verdicts: verdicts, screens: screens.copy(),
                                 checkedScreens: verdictCheck?.screens.copy(), gestures: gestures, isDamaged: isDamaged,
                                 launchIsFinished: launchIsFinished)
    }

    /// Puts back the state `snapshot`, taken of this workspace, saved.
    func restore(_ snapshot: WorkspaceSnapshot) {
        interpreter.restore(snapshot.program)
        live.restore(snapshot.verdicts)
        screens.restore(from: snapshot.screens)
        if let saved = snapshot.checkedScreens { verdictCheck?.screens.restore(from: saved) }
        gestures = snapshot.gestures
        isDamaged = snapshot.isDamaged
        launchFinishedAt = snapshot.launchIsFinished ? codeRuns : nil
    }
}
