import CoordLabGraph

/// How many journeys the states explored account for.
extension Explorer {
    /// How many journeys of 1 to `depth` steps from `start` the explored states account for:
    /// a journey through states already expanded is known without being taken again. A
    /// Double, as the count grows exponentially with the depth.
    static func journeys(from start: StateFingerprint, through edges: [StateFingerprint: [StateFingerprint?]],
                         upTo depth: Int) -> Double {
        var ways = [start: 1.0]
        var total = 0.0
        for _ in 0..<depth {
            var next: [StateFingerprint: Double] = [:]
            for (state, count) in ways {
                for target in edges[state] ?? [] {
                    total += count
                    if let target { next[target, default: 0] += count }
                }
            }
            ways = next
        }
        return total
    }
}
