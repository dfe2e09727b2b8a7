/// Verdicts named by their types rather than their objects, so that the same problem met
/// in two runs (whose objects are numbered differently) is recognised as one.
extension Verdicts.Leak {
    /// The classes on the leak's cycle (its closure contexts left out), sorted, each once.
    public func typesOnCycle(in g: RetainGraph) -> [String] {
        Set(cycle.map(\.to).filter { !g.nodes[$0].isClosure }.map { g.nodes[$0].typeName }).sorted()
    }
}
