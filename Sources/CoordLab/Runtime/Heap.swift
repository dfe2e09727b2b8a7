/// Every live instance of the program, for the graph views and `:counts`.
///
/// The heap's reference is what keeps an instance's memory while strong references to it
/// exist: those are unretained `Value.object`s (see `Value`).
///
/// Insertion and removal are O(1) (a slot array with a free list), so building and
/// tearing down objects costs the same whether one or a million are alive.
public final class Heap {
    /// Live instances by slot, each holding the reference the instance was made with;
    /// `nil` marks a free slot. Unmanaged, so filling or clearing a slot costs no retain
    /// or release of its own.
    private var live: [Unmanaged<Instance>?] = []
    /// Free slot indexes.
    private var free: [Int] = []
    /// Instances created so far (program-wide ids).
    public private(set) var createdCount = 0
    /// Live instance count.
    public private(set) var liveCount = 0

    public init() {}

    deinit {
        for case let o? in live { o.release() }
    }

    /// Slots in use or free (an instance's `heapSlot` is below this).
    var slotCount: Int { live.count }

    /// Creates and registers a new instance of `type`, with one strong reference. The heap
    /// keeps its memory until `remove(_:)`; the caller borrows it.
    func allocate(_ type: ClassType) -> Unmanaged<Instance> {
        type.created += 1
        createdCount += 1
        let slot = free.popLast() ?? live.count
        let o = Unmanaged.passRetained(Instance.make(type: type, serial: type.created, id: createdCount, slot: slot))
        if slot == live.count { live.append(o) } else { live[slot] = o }
        liveCount += 1
        return o
    }

    /// Unregisters a destroyed instance; its memory goes once nothing else holds it.
    func remove(_ o: Instance) {
        let s = o.heapSlot
        guard s >= 0 else { return }
        o.heapSlot = -1
        free.append(s)
        liveCount -= 1
        live[s]!.release()
        live[s] = nil
    }

    /// The live instance with program-wide id `id`, if it is still alive.
    public func liveInstance(id: Int) -> Instance? {
        for case let o? in live where o._withUnsafeGuaranteedRef({ $0.id == id }) { return o.takeUnretainedValue() }
        return nil
    }

    /// Live instances in creation order.
    public var liveInstances: [Instance] {
        // Sorting plain (id, slot) pairs is much cheaper than sorting the objects themselves.
        var order: [(id: Int, slot: Int)] = []
        order.reserveCapacity(liveCount)
        for (s, o) in live.enumerated() { if let o { order.append((o._withUnsafeGuaranteedRef { $0.id }, s)) } }
        order.sort { $0.id < $1.id }
        return order.map { live[$0.slot]!.takeUnretainedValue() }
    }
}

/// Something that happened to an object's life, for the after-input summary and `:log`.
public enum LifetimeEvent {
    /// An instance was allocated.
    case created(Instance)
    /// An instance's deinit started (its strong count reached zero).
    case deinitialized(Instance)
}
