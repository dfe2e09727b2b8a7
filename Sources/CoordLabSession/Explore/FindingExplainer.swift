import CoordLabGraph

/// Replays a finding's witness journey in a fresh copy of the app and explains what it
/// shows: the retain path or cycle, the abandoned rule's reason, what grew; and the
/// `:expect` lines that make the witness a script `coordlab run` checks.
enum FindingExplainer {
    /// A finding's words, in English (see `Catalogue.explanationKeys`).
    private static let english = Catalogue(.english)

    static func explain(_ problem: ExploreProblem, journey: [String], detail: [String],
                        in workspace: Workspace) -> ExploreFinding {
        var finding = ExploreFinding(problem: problem, journey: journey, explanation: detail, expectations: [])
        for (k, step) in journey.enumerated() {
            if let outcome = StateJudge.take(step, in: workspace) {
                if case .trapped(let message) = outcome, problem.kind == .trap, k == journey.count - 1 {
                    finding.explanation.append(message)
                } else {
                    finding.explanation.append(english("explore.replayDiffered", step, "\(outcome)"))
                }
                return finding
            }
        }
        let (graph, v) = workspace.analyse()
        var g = graph
        switch problem.kind {
        case .abandoned:
            guard let a = v.abandoned.first(where: { g.nodes[$0.node].typeName == problem.subject }) else { break }
            finding.explanation += workspace.userRetainPaths(to: a.node, in: g, limit: 1) + [a.reason()]
            finding.expectations.append(":expect abandoned \(g.nodes[a.node].name)")
        case .leaked:
            guard let leak = v.leaked.first(where: { $0.typesOnCycle(in: g).joined(separator: ", ") == problem.subject }) else { break }
            finding.explanation.append(english("explore.keepsItself", g.nodes[leak.node].name, workspace.describeForUser(leak.cycle, in: g)))
            let others = v.leaked.filter { $0.cycle.isEmpty && g.nodes[$0.node].role != .uikitDetail }.map { g.nodes[$0.node].name }
            if !others.isEmpty { finding.explanation.append(english("explore.heldByLeaked", others.joined(separator: ", "))) }
            finding.expectations.append(":expect leaks == \(v.leaked.count)")
        case .growth:
            for type in problem.subject.components(separatedBy: ", ") {
                let nodes = g.nodes.indices.filter { g.nodes[$0].typeName == type && !g.nodes[$0].isClosure }
                if type == problem.subject.components(separatedBy: ", ").first, let newest = nodes.last {
                    let paths = GraphAnalysis.retainPaths(to: newest, in: &g, limit: 1)
                    finding.explanation += paths.isEmpty ? [english("explore.unreachable", g.nodes[newest].name)]
                        : paths.map { workspace.describeForUser($0, in: g) }
                }
                finding.expectations.append(":expect count \(type) == \(nodes.count)")
            }
        case .trap:
            finding.explanation.append(english("explore.replayNoTrap"))
        }
        return finding
    }
}
