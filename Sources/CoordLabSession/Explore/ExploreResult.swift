import Foundation

/// One distinct problem, with its shortest witness journey and what explains it.
public struct ExploreFinding: Codable, Sendable {
    public let problem: ExploreProblem
    /// The shortest journey that shows it: `:command` lines from the app's start.
    public let journey: [String]
    /// The retain path or cycle, the verdict's reason, what grew (one line each).
    public var explanation: [String]
    /// `:expect` lines that hold after the journey, and only when the problem shows.
    public var expectations: [String]

    /// `abandoned TrackingCoordinator  after 2 steps: :tap pushTrackingView, :swipe back`.
    public var headline: String {
        let steps = journey.count == 1 ? "1 step" : "\(journey.count) steps"
        let subject = problem.kind == .growth ? "of " + problem.subject : problem.subject
        let at = journey.isEmpty ? "at start" : "after \(steps): " + journey.joined(separator: ", ")
        return problem.kind.rawValue + " " + (problem.kind == .trap ? "" : subject + "  ") + at
    }

    /// The witness as a script: `coordlab run APP.swift WITNESS.swift` replays the journey
    /// and checks, with the `:expect` lines, that the problem shows.
    public var script: String {
        (journey + expectations).joined(separator: "\n") + "\n"
    }
}

/// What `coordlab explore` found, and how much it explored.
public struct ExploreResult: Codable, Sendable {
    /// The depth explored to.
    public var depth: Int
    /// Journeys taken: actions that happened, each from a distinct state (each is the
    /// shortest journey to that state and one more step).
    public var journeys = 0
    /// The journeys of 1 to `depth` steps from the start that exploring accounts for: those
    /// taken, and those that pass only through states already expanded (every journey up
    /// to the depth, unless exploring stopped early).
    public var journeysCovered = 0.0
    /// Distinct states (up to object numbering) reached.
    public var states = 0
    /// Wall-clock seconds.
    public var seconds = 0.0
    /// Why exploring ended before every journey was taken, if it did.
    public var stoppedEarly: String?
    /// Each distinct problem once, in the order found (shortest witness first).
    public var findings: [ExploreFinding] = []

    init(depth: Int) { self.depth = depth }

    /// The report for people: each finding with its explanation and witness script, then a
    /// summary. `files` are the app's, for the command that replays a witness (none: the
    /// witness starts from the state exploring started in); without `showsTime` the text
    /// is the same on every run (for scripts and lessons, which compare output).
    public func text(files: [String], showsTime: Bool = true) -> String {
        var lines: [String] = []
        for (k, f) in findings.enumerated() {
            lines.append(f.headline)
            lines += f.explanation.map { "  " + $0 }
            if !f.journey.isEmpty {
                lines.append(files.isEmpty ? "  witness, from the state exploring started in:"
                             : "  witness (finding-\(k + 1).swift; coordlab run \(files.joined(separator: " ")) finding-\(k + 1).swift):")
                lines += f.script.split(separator: "\n").map { "    " + $0 }
            }
            lines.append("")
        }
        let covered = journeysCovered < 1e15 ? Int(journeysCovered).formatted() : String(format: "%.3g", journeysCovered)
        let rate = seconds > 0 ? String(format: "%.0f", journeysCovered / seconds) : "-"
        lines.append("explored \(journeys) journeys (\(states) distinct states), covering "
                     + (stoppedEarly == nil ? "all " : "") + "\(covered) journeys of up to \(depth) steps"
                     + (showsTime ? String(format: ", in %.2f s", seconds) + " (\(rate) journeys/s)" : "") + ": "
                     + (findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"))
        if let stoppedEarly { lines.append(stoppedEarly + (journeys > 0 ? "; longer journeys were not explored" : "")) }
        return lines.joined(separator: "\n")
    }

    /// The report for machines.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
