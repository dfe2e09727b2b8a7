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
        /// One sentence: "its screens are gone (TrackingViewController#1 left the screen)".
        public let reason: String
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
