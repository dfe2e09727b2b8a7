/// A live (or destroyed) instance of an interpreted class.
///
/// The interpreter counts strong references itself; the host's ARC only keeps the
/// `Instance` memory around while something can still see it (a weak or unowned
/// reference that must read nil or trap), as Swift's side table does.
public final class Instance {
    /// Where an instance is in its life.
    public enum State: Sendable { case alive, deinitializing, destroyed }

    /// The instance's dynamic class.
    public let type: ClassType
    /// Stored properties, superclass fields first, each class's in declaration order.
    public var fields: [Value]
    /// Strong references held by storages (and statement temporaries).
    public var strongCount: Int = 1
    /// Alive, running deinit, or destroyed.
    public var state: State = .alive
    /// The `n` of `Type#n`: the count of instances of this exact class created so far.
    public let serial: Int
    /// Program-wide creation order; also the slot in `Heap.live`'s ordering.
    public let id: Int
    /// The `id` of the object whose method created this one (0: top-level code), so the
    /// graph can tell which coordinator made which screen.
    public internal(set) var creatorID = 0
    /// Index in `Heap.live`, or -1 once destroyed.
    var heapSlot: Int = -1

    init(type: ClassType, serial: Int, id: Int) {
        self.type = type
        self.serial = serial
        self.id = id
        self.fields = Array(repeating: .void, count: type.fields.count)
    }

    /// `Type#n`, the name the graph views use.
    public var displayName: String { "\(type.name)#\(serial)" }
}
