/// Where the heap may have been cut off from its roots since the log was last taken: the
/// objects made, and every release that left its storage alive (an object, array, closure…
/// still held elsewhere). An object that stops being reachable is reachable from one of
/// these, so the graph's verdicts can be brought up to date by looking only there.
///
/// Off until a host starts it. It holds at most `limit` entries, then only notes that it
/// overflowed (the host then looks at the whole heap once).
public struct TouchLog {
    /// Whether releases and allocations are noted.
    public internal(set) var isOn = false
    /// Whether more happened than the log holds since it was last taken.
    public internal(set) var overflowed = false
    /// Instances made or released but alive, by heap slot and id (an id tells a slot's
    /// later tenant apart, so the log needs no reference to keep).
    var instances: [(slot: Int, id: Int)] = []
    /// Counted values (arrays, closures, boxes…) released but still held elsewhere.
    var values: [Value] = []
    /// Entries kept before the log gives up.
    static let limit = 16_384

    /// Notes an instance made or released, unless it was the last one noted.
    mutating func note(slot: Int, id: Int) {
        if let last = instances.last, last.id == id { return }
        guard room() else { return }
        instances.append((slot, id))
    }

    /// Notes a counted value released but still held.
    mutating func note(_ v: Value) {
        guard room() else { return }
        values.append(v)
    }

    /// Whether there is room for one more entry (false once overflowed). An overflowed log
    /// stops noting until it is taken (`Heap.takeTouched` answers nil for it either way),
    /// so a long run costs no note per release after the first `limit` ones.
    private mutating func room() -> Bool {
        if overflowed { return false }
        if instances.count + values.count < Self.limit { return true }
        overflowed = true
        isOn = false
        instances = []
        values = []
        return false
    }
}

extension Heap {
    /// Starts noting allocations and surviving releases (see `TouchLog`).
    public func startTouchLog() {
        touches = TouchLog()
        touches.isOn = true
    }

    /// What was noted since the last call, as live instances and counted values, and
    /// starts afresh; nil when the log overflowed (or was never started).
    public func takeTouched() -> (instances: [Instance], values: [Value])? {
        defer {
            touches = TouchLog()
            touches.isOn = true
        }
        guard touches.isOn, !touches.overflowed else { return nil }
        var found: [Instance] = []
        for (slot, id) in touches.instances where slot < slotCount {
            if let o = instance(inSlot: slot), o._withUnsafeGuaranteedRef({ $0.id == id && $0.state == .alive }) {
                found.append(o.takeUnretainedValue())
            }
        }
        return (found, touches.values)
    }

    /// Notes a value about to be released, if the release leaves it alive.
    func noteRelease(_ v: Value) {
        switch v {
        case .object(let r):
            r._withUnsafeGuaranteedRef { o in
                if o.strongCount > 1, o.state == .alive { touches.note(slot: o.heapSlot, id: o.id) }
            }
        case .inoutReference:
            return
        default:
            if let n = v.storageCount, n > 1 { touches.note(v) }
        }
    }
}
