/// A live (or destroyed) instance of an interpreted class.
///
/// The interpreter counts strong references itself; the host's ARC only keeps the
/// `Instance` memory around while something can still see it, as Swift's side table does:
/// the heap while the instance is alive or deinitializing, then any weak or unowned
/// storage still naming it (`Value.weakObject`), whose read must give nil or trap.
///
/// The stored properties live in the object's own allocation, after its header (a
/// `ManagedBuffer`), so making an object costs one allocation, as in Swift.
public final class Instance: ManagedBuffer<Instance.Header, Value> {
    /// Where an instance is in its life.
    public enum State: Sendable { case alive, deinitializing, destroyed }

    /// Everything an instance knows besides its stored properties.
    public struct Header {
        var type: ClassType
        /// The class's layout, which `type` keeps.
        var layout: UnsafePointer<ClassLayout>
        var strongCount = 1
        var state = State.alive
        var serial: Int
        var id: Int
        var creatorID = 0
        var heapSlot: Int
        let fieldCount: Int
    }

    /// A new instance of `type` with every stored property unset (`.void`).
    static func make(type: ClassType, serial: Int, id: Int, slot: Int) -> Instance {
        let n = type.fields.count
        let buffer = Instance.create(minimumCapacity: n) { _ in
            Header(type: type, layout: UnsafePointer(type.layout!), serial: serial, id: id, heapSlot: slot, fieldCount: n)
        }
        let o = unsafeDowncast(buffer, to: Instance.self)
        o.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: n) }
        return o
    }

    /// Makes a destroyed instance, which nothing else holds, a new instance of `type` (of
    /// the same size): its properties are all unset already (see `SpareInstances`).
    func reuse(as type: ClassType, serial: Int, id: Int, slot: Int) {
        withUnsafeMutablePointerToHeader { h in
            precondition(h.pointee.state == .destroyed && h.pointee.fieldCount == type.layout!.pointee.fieldSlots.count)
            if h.pointee.type !== type {
                h.pointee.type = type
                h.pointee.layout = UnsafePointer(type.layout!)
            }
            h.pointee.strongCount = 1
            h.pointee.state = .alive
            h.pointee.serial = serial
            h.pointee.id = id
            h.pointee.creatorID = 0
            h.pointee.heapSlot = slot
        }
    }

    deinit {
        // A destroyed instance's properties were all taken (unset) at its destroy.
        withUnsafeMutablePointers { h, e in
            if h.pointee.state != .destroyed { e.deinitializeValues(count: h.pointee.fieldCount) }
        }
    }

    /// How many stored properties it has.
    var fieldCount: Int { header.fieldCount }
    /// The instance's dynamic class.
    public var type: ClassType { header.type }
    /// Its class's layout, read without retaining the class (see `ClassLayout`).
    var layout: UnsafePointer<ClassLayout> { header.layout }
    /// Stored properties, superclass fields first, each class's in declaration order.
    ///
    /// Valid while the instance is: callers reach them through the instance each time.
    public var fields: ValueCells { withUnsafeMutablePointerToElements { ValueCells(base: $0, count: header.fieldCount) } }
    /// Strong references held by storages (and statement temporaries).
    public var strongCount: Int {
        get { header.strongCount }
        set { header.strongCount = newValue }
    }
    /// Alive, running deinit, or destroyed.
    public var state: State {
        get { header.state }
        set { header.state = newValue }
    }
    /// The `n` of `Type#n`: the count of instances of this exact class created so far.
    public var serial: Int { header.serial }
    /// Program-wide creation order (`Heap.liveInstances` lists instances by it).
    public var id: Int { header.id }
    /// The `id` of the object whose method created this one (0: top-level code), so the
    /// graph can tell which coordinator made which screen.
    public internal(set) var creatorID: Int {
        get { header.creatorID }
        set { header.creatorID = newValue }
    }
    /// Its slot in the heap, or -1 once destroyed.
    public var heapSlot: Int {
        get { header.heapSlot }
        set { header.heapSlot = newValue }
    }

    /// `Type#n`, the name the graph views use.
    public var displayName: String { type.name + "#" + String(serial) }
}
