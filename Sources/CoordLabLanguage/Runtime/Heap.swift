/// Every live instance of the program, for the graph views and `:counts`.
///
/// The heap's reference is what keeps an instance's memory while strong references to it
/// exist: those are unretained `Value.object`s (see `Value`).
///
/// Insertion and removal are O(1) (slots with a free list threaded through them), so
/// building and tearing down objects costs the same whether one or a million are alive.
public final class Heap {
    /// One word per slot: a live instance's address (the reference it was made with,
    /// which the heap holds), or a free slot's link to the next free one, tagged with a
    /// set low bit (addresses are aligned). Raw memory: allocating and freeing an object
    /// cost no array bookkeeping, retain or release.
    var words: UnsafeMutablePointer<UInt>
    var capacity = 64
    /// Slots handed out so far, live or free (an instance's `heapSlot` is below this).
    public internal(set) var slotCount = 0
    /// The first free slot, or -1.
    var firstFree = -1
    /// Destroyed instances kept for reuse. None in debug builds (the tests and `make
    /// asan`), so that a miscounted reference is freed memory AddressSanitizer sees, not
    /// a reused object.
    let spares: SpareInstances = {
        #if DEBUG
        return SpareInstances(perSize: 0)
        #else
        return SpareInstances(perSize: 64)
        #endif
    }()
    /// Instances created so far (program-wide ids).
    var createdCount = 0
    /// Live instance count.
    public internal(set) var liveCount = 0
    /// Allocations and surviving releases, once a host starts it (see `TouchLog`).
    var touches = TouchLog()

    init() {
        words = .allocate(capacity: capacity)
    }

    deinit {
        for s in 0..<slotCount { instance(inSlot: s)?.release() }
        words.deallocate()
    }

    /// The instance in slot `s`, unless the slot is free.
    func instance(inSlot s: Int) -> Unmanaged<Instance>? {
        let w = words[s]
        guard w & 1 == 0 else { return nil }
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: w)!)
    }

    /// Creates and registers a new instance of `type`, with one strong reference. The heap
    /// keeps its memory until `remove(_:)`; the caller borrows it.
    func allocate(_ type: ClassType) -> Unmanaged<Instance> {
        type.created += 1
        createdCount += 1
        let slot: Int
        if firstFree >= 0 {
            slot = firstFree
            firstFree = Int(words[slot] >> 1) - 1
        } else {
            if slotCount == capacity { grow() }
            slot = slotCount
            slotCount += 1
        }
        let o: Unmanaged<Instance>
        if let spare = spares.take(size: type.layout!.pointee.fieldSlots.count) {
            spare._withUnsafeGuaranteedRef { $0.reuse(as: type, serial: type.created, id: createdCount, slot: slot) }
            o = spare
        } else {
            o = .passRetained(Instance.make(type: type, serial: type.created, id: createdCount, slot: slot))
        }
        words[slot] = UInt(bitPattern: o.toOpaque())
        liveCount += 1
        if touches.isOn { touches.note(slot: slot, id: createdCount) }
        return o
    }

    /// Unregisters a destroyed instance, dropping the heap's reference: its memory goes
    /// once nothing else holds it, or is kept as a spare if nothing else does.
    func remove(_ r: Unmanaged<Instance>) {
        let s = r._withUnsafeGuaranteedRef { o -> Int in
            let s = o.heapSlot
            o.heapSlot = -1
            return s
        }
        guard s >= 0 else { return }
        liveCount -= 1
        words[s] = UInt(firstFree + 1) << 1 | 1
        firstFree = s
        spares.offer(r.takeRetainedValue())
    }

    func grow() {
        words = words.moved(toCapacity: capacity * 2, count: slotCount)
        capacity *= 2
    }

    /// The live instance with program-wide id `id`, if it is still alive.
    public func liveInstance(id: Int) -> Instance? {
        for s in 0..<slotCount {
            if let o = instance(inSlot: s), o._withUnsafeGuaranteedRef({ $0.id == id }) { return o.takeUnretainedValue() }
        }
        return nil
    }

    /// Live instances in creation order.
    public var liveInstances: [Instance] {
        // Sorting plain (id, slot) pairs is much cheaper than sorting the objects themselves.
        var order: [(id: Int, slot: Int)] = []
        order.reserveCapacity(liveCount)
        for s in 0..<slotCount {
            if let o = instance(inSlot: s) { order.append((o._withUnsafeGuaranteedRef { $0.id }, s)) }
        }
        order.sort { $0.id < $1.id }
        return order.map { instance(inSlot: $0.slot)!.takeUnretainedValue() }
    }
}

/// Something that happened to an object's life, for the after-input summary and `:log`.
public enum LifetimeEvent {
    /// An instance was allocated.
    case created(Instance)
    /// An instance's deinit started (its strong count reached zero).
    case deinitialized(Instance)
}
