import CoordLabLanguage

/// What a goal knows of the learner's work since the step of its task began: which
/// objects were made since (`new TYPE`), which gestures were made (`count :swipe back`),
/// and every object each of the goal's Swift expressions has named (`dead you` holds only
/// when every screen `you` held since is gone, however many times an example was typed).
///
/// A session opens one window per lesson step, the first time the step is shown;
/// `coordlab check` does the same as it reaches each step.
final class GoalWindow {
    /// How many instances of each class had been made when the step began, by type name.
    private let createdAtStart: [String: Int]
    /// How many gestures had been made when the step began.
    let gesturesAtStart: Int
    /// The Swift expressions of the step's goals that name objects, watched after every input.
    let watched: [String]
    /// Every object (`Type#n`) each watched expression has named, oldest first.
    private(set) var named: [String: [String]] = [:]
    /// Watched expressions that trapped when evaluated (a goal should use `?.` and `as?`).
    private(set) var trapped: [String] = []

    /// A window opening now on `workspace`, watching `expressions`.
    init(_ workspace: Workspace, watching expressions: [String]) {
        var counts: [String: Int] = [:]
        for (name, type) in workspace.interpreter.types {
            if case .classType(let t) = type { counts[name] = t.created }
        }
        createdAtStart = counts
        gesturesAtStart = workspace.gestures.count
        var unique: [String] = []
        for e in expressions where !unique.contains(e) { unique.append(e) }
        watched = unique
        observe(workspace)
    }

    /// A window for the goals of `tasks`, opening now.
    convenience init(_ workspace: Workspace, tasks: [Lesson.Task]) {
        self.init(workspace, watching: tasks.flatMap { $0.goal.compactMap { ExpectCommand.watchedExpression(in: $0.predicate) } })
    }

    /// How many instances of `type` were made before the step began.
    func createdBefore(_ type: String) -> Int { createdAtStart[type] ?? 0 }

    /// The gestures made since the step began, as typed (`:swipe back`, `:tap done`).
    func gestures(in workspace: Workspace) -> ArraySlice<String> {
        workspace.gestures.dropFirst(min(gesturesAtStart, workspace.gestures.count))
    }

    /// Records what each watched expression names now (after every input).
    func observe(_ workspace: Workspace) {
        for e in watched {
            do {
                let name = try workspace.evaluate(e) { v -> String? in v.instance?.displayName }
                if let name, named[e]?.last != name { named[e, default: []].append(name) }
            } catch is Trap {
                if !trapped.contains(e) { trapped.append(e) }
            } catch {
                continue  // a name the learner has not declared yet
            }
        }
    }

    /// What the window has seen so far, to put back after a trial (a wrong answer that
    /// `coordlab check` types and takes back).
    func saved() -> (named: [String: [String]], trapped: [String]) { (named, trapped) }

    /// Puts back what `saved()` returned.
    func restore(_ state: (named: [String: [String]], trapped: [String])) {
        named = state.named
        trapped = state.trapped
    }

    /// Forgets objects that no longer exist in `workspace` as they were named: after an
    /// undo, `Type#n` may be made again as another object.
    func forgetUnmade(in workspace: Workspace) {
        for (e, names) in named {
            named[e] = names.filter { name in
                guard let hash = name.lastIndex(of: "#"), let n = Int(name[name.index(after: hash)...]),
                      case .classType(let t)? = workspace.interpreter.types[String(name[..<hash])] else { return false }
                return n <= t.created
            }
        }
    }
}
