/// Verdicts by object name, as the after-input summary reads them: what the incremental
/// verdicts (`LiveVerdicts`) give, and what the whole graph's (`GraphAnalysis.verdicts`)
/// come to, so the two can be compared.
public struct VerdictNames: Equatable {
    /// An object named in a verdict.
    public struct Entry: Equatable {
        /// `Type#n`.
        public let name: String
        /// Whether it is one of UIKit's helper objects (the summary leaves those out).
        public let isUIKitDetail: Bool
        /// Why it is abandoned (nil for a leak).
        public let cause: Verdicts.Abandonment.Cause?
    }

    /// Leaked instances, in creation order.
    public var leaked: [Entry] = []
    /// Abandoned objects, in creation order.
    public var abandoned: [Entry] = []

    init(leaked: [Entry], abandoned: [Entry]) {
        self.leaked = leaked
        self.abandoned = abandoned
    }

    /// The names of the whole graph's verdicts.
    public init(_ v: Verdicts, in g: RetainGraph) {
        func entry(_ n: Int, _ cause: Verdicts.Abandonment.Cause?) -> Entry {
            Entry(name: g.nodes[n].name, isUIKitDetail: g.nodes[n].role == .uikitDetail, cause: cause)
        }
        leaked = v.leaked.map { entry($0.node, nil) }
        abandoned = v.abandoned.map { entry($0.node, $0.cause) }
    }

    /// What differs from `other`, one line each ("" when they agree).
    public func difference(from other: VerdictNames) -> String {
        var lines: [String] = []
        if leaked != other.leaked {
            lines.append("leaked: \(leaked.map(\.name)) against \(other.leaked.map(\.name))")
        }
        if abandoned != other.abandoned {
            lines.append("abandoned: \(abandoned.map { "\($0.name) \($0.cause.map { "\($0)" } ?? "")" }) against "
                         + "\(other.abandoned.map { "\($0.name) \($0.cause.map { "\($0)" } ?? "")" })")
        }
        return lines.joined(separator: "\n")
    }
}
