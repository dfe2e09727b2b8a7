import CoordLabGraph

/// Growth: going in and out of a flow leaves more of the app's objects alive each time
/// (the child-array design's one more coordinator per visit). One more after a first visit
/// is not enough: a design that replaces its child on re-entry has one, never two; so the
/// steps that grew them are taken once more, and they must grow again.
extension Explorer {
    /// Whether `p` is growth of a type that a growth already found also grew: one cause
    /// (a leaked flow) grows its objects together, or one at a time on longer journeys.
    static func isKnownGrowth(_ p: ExploreProblem, among found: [ExploreProblem]) -> Bool {
        guard p.kind == .growth else { return false }
        let types = Set(p.subject.components(separatedBy: ", "))
        return found.contains { $0.kind == .growth && !types.isDisjoint(with: $0.subject.components(separatedBy: ", ")) }
    }

    /// A state with more of the app's objects alive than an earlier state of its journey
    /// that showed the same screens: the steps since then, and the types that grew.
    struct GrowthCandidate: Hashable {
        /// The step after which the earlier state was reached.
        let step: Int
        /// The journey's steps since then, which grew them.
        let cycle: [String]
        /// The types that grew, sorted.
        let grown: [String]
        /// The state that the journey reached.
        let fingerprint: StateFingerprint
    }

    /// The growth candidate `state` is, as the last state of `journey` whose earlier
    /// states are `earlier`; nil when it shows no earlier state's screens with more alive.
    static func growthCandidate(journey: [String], from earlier: [ExploredState], to state: ExploredState) -> GrowthCandidate? {
        for (step, before) in earlier.enumerated().reversed()
        where before.settled && before.screen == state.screen && state.liveCount > before.liveCount {
            let grown = state.counts.keys.filter { state.counts[$0]! > before.counts[$0, default: 0] }.sorted()
            guard !grown.isEmpty else { continue }
            return GrowthCandidate(step: step, cycle: Array(journey[step...]), grown: grown, fingerprint: state.fingerprint)
        }
        return nil
    }

    /// The growth `candidate` shows when its steps, taken once more after `journey` (which
    /// reached `state` from `before`), grow its types again on the same screens: the
    /// longer journey that is its witness and what grew; nil when they do not grow again.
    static func repeatedGrowth(_ candidate: GrowthCandidate, journey: [String], before: ExploredState, state: ExploredState,
                               runner: JourneyRunner) -> (problem: ExploreProblem, journey: [String], detail: [String])? {
        guard let last = candidate.cycle.last,
              let reports = try? runner.expand(journey: journey + candidate.cycle.dropLast(), actions: [last]),
              case .reached(let again)? = reports.first?.outcome,
              again.settled, again.screen == state.screen,
              candidate.grown.allSatisfy({ again.counts[$0, default: 0] > state.counts[$0]! })
        else { return nil }
        let changes = candidate.grown.map { "\($0) \(before.counts[$0, default: 0]) → \(state.counts[$0]!) → \(again.counts[$0]!)" }
        return (ExploreProblem(kind: .growth, subject: candidate.grown.joined(separator: ", ")), journey + candidate.cycle,
                [Self.english("explore.sameScreens", candidate.step, state.topScreen, changes.joined(separator: ", "))])
    }
}
