import CoordLabGraph

/// The graph's words in the catalogue's language: each of `GraphWords`' fields is the
/// catalogue key `graph.NAME`.
extension GraphWords {
    /// Which key fills which field.
    static let keys: [(key: String, field: WritableKeyPath<GraphWords, String>)] = [
        ("graph.leakedHeading", \.leakedHeading), ("graph.abandonedHeading", \.abandonedHeading),
        ("graph.seenAbove", \.seenAbove), ("graph.cycle", \.cycle), ("graph.moreReferences", \.moreReferences),
        ("graph.moreReference", \.moreReference), ("graph.heldByLeaked", \.heldByLeaked),
        ("graph.heldByLeakedObject", \.heldByLeakedObject), ("graph.leftScreen", \.leftScreen),
        ("graph.screensGone", \.screensGone),
    ]

    /// The words of `text`'s language.
    init(_ text: Catalogue) {
        self.init()
        for (key, field) in Self.keys { self[keyPath: field] = text(key) }
    }
}
