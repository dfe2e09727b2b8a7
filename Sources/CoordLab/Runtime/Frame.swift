/// One activation's local slots: `self`, captures, parameters, then locals.
///
/// Frames never outlive their call (closures capture boxes, not frames), so the
/// interpreter recycles them: a call costs no allocation once the pool is warm.
///
/// The slots live in memory the frame owns rather than in a Swift array: every local read
/// and write goes through here, and an array would check uniqueness on each write.
final class Frame {
    private var base: UnsafeMutablePointer<Value>
    private var capacity: Int
    /// How many slots are in use.
    private(set) var count: Int

    /// A frame of `count` slots, each unset (`.void`).
    init(count: Int) {
        capacity = Swift.max(count, 8)
        base = .allocate(capacity: capacity)
        base.initialize(repeating: .void, count: count)
        self.count = count
    }

    deinit {
        base.deinitializeValues(count: count)
        base.deallocate()
    }

    /// The slots, resolved by index at compile time.
    var slots: ValueCells { ValueCells(base: base, count: count) }

    /// Makes a cleared frame `count` unset slots long, growing its memory if needed.
    func reset(count n: Int) {
        precondition(count == 0, "a frame is reset only once cleared")
        if n > capacity {
            base.deallocate()
            capacity = n
            base = .allocate(capacity: n)
        }
        base.initialize(repeating: .void, count: n)
        count = n
    }

    /// Drops every slot's value without releasing it in the interpreter's counts (the
    /// callers' blocks already released their locals).
    func clear() {
        base.deinitializeValues(count: count)
        count = 0
    }
}
