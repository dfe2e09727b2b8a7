/// Every live instance of the program, for the graph views and `:counts`.
///
/// The heap's reference is what keeps an instance's memory while strong references to it
/// exist: those are unretained `Value.object`s (see `Value`).
///
/// Insertion and removal are O(1) (a slot array with a free list), so building and
/// tearing down objects costs the same whether one or a million are alive.
public final class Heap {
    /// Live instances by slot; `nil` marks a free slot.
    private(set) var slots: [Instance?] = []
    /// Free slot indexes.
    private var free: [Int] = []
    /// Instances created so far (program-wide ids).
    public private(set) var createdCount = 0
    /// Live instance count.
    public private(set) var liveCount = 0

    public init() {}

    /// Creates and registers a new instance of `type`, with one strong reference.
    func allocate(_ type: ClassType) -> Instance {
        type.created += 1
        createdCount += 1
        let o = Instance.make(type: type, serial: type.created, id: createdCount)
        if let s = free.popLast() {
            slots[s] = o
            o.heapSlot = s
        } else {
            o.heapSlot = slots.count
            slots.append(o)
        }
        liveCount += 1
        return o
    }

    /// Unregisters a destroyed instance.
    func remove(_ o: Instance) {
        guard o.heapSlot >= 0 else { return }
        slots[o.heapSlot] = nil
        free.append(o.heapSlot)
        o.heapSlot = -1
        liveCount -= 1
    }

    /// The live instance with program-wide id `id`, if it is still alive.
    public func liveInstance(id: Int) -> Instance? {
        for case let o? in slots where o.id == id { return o }
        return nil
    }

    /// Live instances in creation order.
    public var liveInstances: [Instance] {
        // Sorting plain (id, slot) pairs is much cheaper than sorting the objects themselves.
        var order: [(id: Int, slot: Int)] = []
        order.reserveCapacity(liveCount)
        for (s, o) in slots.enumerated() { if let o { order.append((o.id, s)) } }
        order.sort { $0.id < $1.id }
        return order.map { slots[$0.slot]! }
    }
}

/// Something that happened to an object's life, for the after-input summary and `:log`.
public enum LifetimeEvent {
    /// An instance was allocated.
    case created(Instance)
    /// An instance's deinit started (its strong count reached zero).
    case deinitialized(Instance)
}
