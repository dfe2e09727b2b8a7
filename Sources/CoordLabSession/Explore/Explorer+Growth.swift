/// Growth: going in and out of a flow leaves more of the app's objects alive than before
/// (the child-array design's one more coordinator per visit).
extension Explorer {
    /// Whether `p` is growth of a type that a growth already found also grew: one cause
    /// (a leaked flow) grows its objects together, or one at a time on longer journeys.
    static func isKnownGrowth(_ p: ExploreProblem, among found: [ExploreProblem]) -> Bool {
        guard p.kind == .growth else { return false }
        let types = Set(p.subject.components(separatedBy: ", "))
        return found.contains { $0.kind == .growth && !types.isDisjoint(with: $0.subject.components(separatedBy: ", ")) }
    }

    /// Growth: `state` shows the same screens as an earlier state of its journey, with more
    /// of the app's objects alive; nil when it does not.
    static func growth(from earlier: [ExploredState], to state: ExploredState) -> (problem: ExploreProblem, detail: [String])? {
        for (step, before) in earlier.enumerated().reversed()
        where before.settled && before.screen == state.screen && state.liveCount > before.liveCount {
            let grown = state.counts.keys.filter { state.counts[$0]! > before.counts[$0, default: 0] }.sorted()
            guard !grown.isEmpty else { continue }
            let changes = grown.map { "\($0) \(before.counts[$0, default: 0]) → \(state.counts[$0]!)" }
            return (ExploreProblem(kind: .growth, subject: grown.joined(separator: ", ")),
                    [Self.english("explore.sameScreens", step, state.topScreen, changes.joined(separator: ", "))])
        }
        return nil
    }
}
