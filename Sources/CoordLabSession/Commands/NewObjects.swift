import CoordLabLanguage

/// The instances of one class made since a lesson step began (`new TYPE` in `:expect`):
/// the objects the learner's own inputs of this step created, whatever their numbers.
struct NewObjects {
    /// The class's name.
    let type: String
    /// How many were made since the step began (alive or not).
    let made: Int
    /// The ones still alive, as `Type#n`.
    let alive: [String]

    /// The instances of `type` made in `workspace` since `window` opened (since the
    /// program started, without a window).
    init(type: String, _ workspace: Workspace, _ window: GoalWindow?) {
        self.type = type.trimmingCharacters(in: .whitespaces)
        let before = window?.createdBefore(self.type) ?? 0
        if case .classType(let t)? = workspace.interpreter.types[self.type] {
            made = max(0, t.created - before)
            alive = workspace.interpreter.heap.liveInstances
                .filter { $0.type === t && $0.serial > before }.map(\.displayName)
        } else {
            made = 0
            alive = []
        }
    }

    /// nil when at least one was made and none is alive; otherwise what was found, in
    /// `text`'s language.
    func allGone(_ text: Catalogue = Catalogue(.english)) -> String? {
        if made == 0 { return text("new.noneMade", type) }
        return alive.isEmpty ? nil : text.counted("new.alive", alive.count, alive.joined(separator: ", "))
    }

    /// What `count new TYPE` found, in `text`'s language.
    func aliveDescription(_ text: Catalogue = Catalogue(.english)) -> String {
        text("new.count", made, type, alive.count) + (alive.isEmpty ? "" : " (\(alive.joined(separator: ", ")))")
    }
}
