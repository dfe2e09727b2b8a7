/// A run of `Value`s in memory that an instance or a frame owns, read and written in
/// place: an instance's stored properties, a call's local slots.
///
/// Valid while its owner is: callers reach it through the owner each time, and never
/// keep it.
public struct ValueCells: RandomAccessCollection {
    let base: UnsafeMutablePointer<Value>
    public let count: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The value at `i`.
    public subscript(i: Int) -> Value {
        unsafeAddress {
            precondition(i >= 0 && i < count, "index out of range")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            precondition(i >= 0 && i < count, "index out of range")
            return base + i
        }
    }

    /// Moves the value at `i` out, leaving `.void` (an unset slot) in its place: clearing a
    /// slot this way costs no retain and release of what it held.
    func take(_ i: Int) -> Value {
        precondition(i >= 0 && i < count, "index out of range")
        let v = (base + i).move()
        (base + i).initialize(to: .void)
        return v
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Deinitializes `count` values, one at a time. `deinitialize(count:)` hands the whole
    /// range to the runtime's generic array destroy, which looks each value's type up
    /// again; moving each out destroys it with the code compiled for `Value`, which does
    /// nothing for most values (every slot of a destroyed object is already unset).
    func deinitializeValues(count: Int) {
        for k in 0..<count { _ = (self + k).move() }
    }
}

extension UnsafeMutablePointer {
    /// New memory for `capacity` elements, holding the first `count` of these moved there;
    /// this memory is freed. How the raw stacks and tables here grow.
    func moved(toCapacity capacity: Int, count: Int) -> UnsafeMutablePointer {
        let bigger = UnsafeMutablePointer.allocate(capacity: capacity)
        bigger.moveInitialize(from: self, count: count)
        deallocate()
        return bigger
    }
}
