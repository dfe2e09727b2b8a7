/// The statement temporaries of the running code: a stack of values, each holding one
/// strong reference until its statement (or the access that made it) ends.
///
/// Kept in memory the stack owns rather than in a Swift array: every statement, call and
/// member access pushes or pops here, and an array would check uniqueness on each change.
final class Temporaries {
    private var base: UnsafeMutablePointer<Value>
    private var capacity: Int
    /// How many temporaries are held.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitializeValues(count: count)
        base.deallocate()
    }

    /// The temporary at `i` (0 is the oldest).
    subscript(i: Int) -> Value {
        precondition(i >= 0 && i < count, "index out of range")
        return base[i]
    }

    /// Pushes a temporary.
    @inline(__always)
    func append(_ v: Value) {
        if count == capacity { grow() }
        (base + count).initialize(to: v)
        count += 1
    }

    /// Every temporary held, oldest first.
    var values: [Value] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Pops the newest temporary.
    @inline(__always)
    func removeLast() -> Value {
        precondition(count > 0, "no temporaries to remove")
        count -= 1
        return (base + count).move()
    }

    /// Takes the temporary at `i` out (a value that moved into what it made), keeping the
    /// order of the others.
    func remove(at i: Int) {
        precondition(i >= 0 && i < count, "index out of range")
        (base + i).deinitialize(count: 1)
        (base + i).moveInitialize(from: base + i + 1, count: count - i - 1)
        count -= 1
    }

    /// Pops the temporaries from `mark` up, returned oldest first.
    func removeAll(from mark: Int) -> [Value] {
        precondition(mark >= 0 && mark <= count, "index out of range")
        let taken = Array(UnsafeBufferPointer(start: base + mark, count: count - mark))
        (base + mark).deinitializeValues(count: count - mark)
        count = mark
        return taken
    }

    private func grow() {
        base = base.moved(toCapacity: capacity * 2, count: count)
        capacity *= 2
    }
}
