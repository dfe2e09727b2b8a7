/// What the graph says is wrong: leaked objects (alive, unreachable from every root) and
/// abandoned ones (reachable, but no longer useful), as Apple's tools tell them apart.
public struct Verdicts: Equatable {
    /// A leaked object and the cycle of strong references that keeps it alive.
    public struct Leak: Equatable {
        /// The leaked node.
        public let node: Int
        /// The strong edges from the node back to itself (empty when it is held only by
        /// another leaked object rather than being on a cycle itself).
        public let cycle: [RetainGraph.Edge]
    }

    /// An abandoned object and why it counts as abandoned.
    public struct Abandonment: Equatable {
        /// The abandoned node.
        public let node: Int
        /// Why, as data; `reason(_:)` says it in words.
        public let cause: Cause

        /// Why an object is abandoned.
        public enum Cause: Equatable, Sendable {
            /// A view controller left the screen and is still alive.
            case leftScreen
            /// None of a coordinator's screens (named) is on screen any more.
            case screensGone([String])
            /// A reason given as a sentence.
            case described(String)
        }

        init(node: Int, cause: Cause) {
            self.node = node
            self.cause = cause
        }

        init(node: Int, reason: String) {
            self.init(node: node, cause: .described(reason))
        }

        /// One sentence in `words`' language: "it left the screen but is still alive".
        public func reason(_ words: GraphWords = .english) -> String {
            switch cause {
            case .leftScreen: return words.leftScreen
            case .screensGone(let shown): return words.fill(words.screensGone, shown.joined(separator: ", "))
            case .described(let text): return text
            }
        }
    }

    /// Leaked objects, in creation order.
    public var leaked: [Leak] = []
    /// Abandoned objects, in creation order.
    public var abandoned: [Abandonment] = []

    init(leaked: [Leak] = [], abandoned: [Abandonment] = []) {
        self.leaked = leaked
        self.abandoned = abandoned
    }
}
