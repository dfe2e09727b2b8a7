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
    public var headline: String { headline(Catalogue(.english)) }

    /// The headline in `text`'s language.
    func headline(_ text: Catalogue) -> String {
        let at = journey.isEmpty ? text("explore.atStart") : text.counted("explore.after", journey.count, journey.joined(separator: ", "))
        return problem.kind == .trap ? text("explore.headline.trap", at) : text("explore.headline." + problem.kind.rawValue, problem.subject, at)
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

    /// The report for people, in `text`'s language: each finding with its explanation and
    /// witness script, then a summary. `files` are the app's, for the command that replays
    /// a witness (none: the witness starts from the state exploring started in); without
    /// `showsTime` the text is the same on every run (for scripts and lessons, which
    /// compare output).
    public func text(files: [String], showsTime: Bool = true, language: InterfaceLanguage = .english) -> String {
        let text = Catalogue(language)
        func said(_ english: String) -> String { text.translating(english, with: Catalogue.explanationPatterns) }
        var lines: [String] = []
        for (k, f) in findings.enumerated() {
            lines.append(f.headline(text))
            lines += f.explanation.map { "  " + said($0) }
            if !f.journey.isEmpty {
                lines.append("  " + (files.isEmpty ? text("explore.witnessHere")
                                     : text("explore.witnessFile", "finding-\(k + 1).swift", files.joined(separator: " "))))
                lines += f.script.split(separator: "\n").map { "    " + $0 }
            }
            lines.append("")
        }
        let number = journeysCovered < 1e15 ? Int(journeysCovered).formatted() : String(format: "%.3g", journeysCovered)
        let covered = stoppedEarly == nil ? text("explore.coveringAll", number) : number
        let rate = seconds > 0 ? String(format: "%.0f", journeysCovered / seconds) : "-"
        let time = showsTime ? text("explore.time", String(format: "%.2f", seconds), rate) : ""
        let found = findings.isEmpty ? text("explore.noFindings") : text.counted("explore.findings", findings.count)
        lines.append(text("explore.summary", journeys, states, covered, depth, time, found))
        if let stoppedEarly { lines.append(journeys > 0 ? text("explore.notLonger", said(stoppedEarly)) : said(stoppedEarly)) }
        return lines.joined(separator: "\n")
    }

    /// The report for machines.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
