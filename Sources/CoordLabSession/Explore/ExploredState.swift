import CoordLabGraph

/// Something wrong that exploring found, named so that the same problem met on another
/// journey is recognised: the kind and the types involved, never object numbers.
public struct ExploreProblem: Codable, Hashable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Codable, Sendable {
        /// Objects alive that no root reaches, kept by a cycle.
        case leaked
        /// A coordinator or screen reachable but no longer useful (`:abandoned`).
        case abandoned
        /// Back on an earlier screen configuration with more live app objects than then.
        case growth
        /// The app stopped: a force unwrap of nil, an unowned read after deinit, ….
        case trap
    }

    public let kind: Kind
    /// The types (leaked: those on the cycle; abandoned: the object's; growth: those that
    /// grew, joined by ", "), or the trap's message.
    public let subject: String
}

/// What the explorer learns of the state a journey reached.
struct ExploredState: Codable {
    /// Equal for states equal up to object numbering.
    var fingerprint: StateFingerprint
    /// What is on screen, as `:stack` draws it (no object numbers): growth compares it.
    var screen: String
    /// The view controller on top, for messages.
    var topScreen: String
    /// Live instances of the app's own classes, by type.
    var counts: [String: Int]
    /// The leaks and abandoned objects of this state.
    var problems: [ExploreProblem]
    /// What a user can do here next.
    var actions: [String]
    /// False while the run loop has work due now (a block sent with `async`): an app never
    /// rests there, as the loop turns before the next touch, so the state is not judged and
    /// its one action is the turn (`:wait 0s`).
    var settled = true
    /// Why nothing is on screen, when no action is possible.
    var nothingOnScreen: String?

    /// How many of the app's own objects are alive.
    var liveCount: Int { counts.values.reduce(0, +) }
}

/// What one action did, as a child process reports it.
struct StepReport: Codable {
    /// What happened.
    enum Outcome: Codable {
        /// The action happened; the state it reached.
        case reached(ExploredState)
        /// The action is not possible here (no back button, no sheet): the command's message.
        case impossible(String)
        /// The app trapped: Swift's message.
        case trapped(String)
    }

    /// The `:command` line.
    var action: String
    var outcome: Outcome
}
