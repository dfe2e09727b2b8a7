/// The facts of a class that every instance's property reads, stores and destroy need,
/// kept in memory the class owns.
///
/// An instance reaches them through a plain pointer in its header (`Instance.layout`):
/// reading them through `Instance.type` would retain and release the class on every
/// access. The instance holds its class strongly, so the memory outlives it.
struct ClassLayout {
    /// What reads and writes need to know of each stored property, by index.
    let fieldSlots: UnsafeBufferPointer<FieldSlot>
    /// The order stored properties are released in at deinit (see `ClassType.releaseOrder`).
    let releaseOrder: UnsafeBufferPointer<Int>
    /// Whether the class or a superclass declares a `deinit`.
    let hasDeinitInChain: Bool
    /// The index of the screen marker field (`Interpreter.screenMarkerField`), or -1.
    let wasShownField: Int

    /// A layout in new memory, which `deallocate()` frees.
    static func allocate(fieldSlots: [FieldSlot], releaseOrder: [Int], hasDeinitInChain: Bool,
                         wasShownField: Int?) -> UnsafeMutablePointer<ClassLayout> {
        let slots = UnsafeMutableBufferPointer<FieldSlot>.allocate(capacity: fieldSlots.count)
        _ = slots.initialize(from: fieldSlots)
        let order = UnsafeMutableBufferPointer<Int>.allocate(capacity: releaseOrder.count)
        _ = order.initialize(from: releaseOrder)
        let p = UnsafeMutablePointer<ClassLayout>.allocate(capacity: 1)
        p.initialize(to: ClassLayout(fieldSlots: UnsafeBufferPointer(slots), releaseOrder: UnsafeBufferPointer(order),
                                     hasDeinitInChain: hasDeinitInChain, wasShownField: wasShownField ?? -1))
        return p
    }
}

extension UnsafeMutablePointer where Pointee == ClassLayout {
    /// Frees a layout made by `ClassLayout.allocate`.
    func deallocateLayout() {
        pointee.fieldSlots.deallocate()
        pointee.releaseOrder.deallocate()
        deinitialize(count: 1)
        deallocate()
    }
}
