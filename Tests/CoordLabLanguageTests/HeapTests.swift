import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// The heap's counting and release order, with classes built by hand (no parser).
@Suite struct HeapTests {
    /// A class with the given fields (name, kind), laid out superclass first.
    func makeClass(_ name: String, fields: [(String, ReferenceKind)], superclass: ClassType? = nil) -> ClassType {
        let c = ClassType(name: name, location: .unknown)
        c.superclass = superclass
        c.ownFields = fields.map { FieldInfo(name: $0.0, kind: $0.1, isLet: false, spec: .unknown, ownerName: name) }
        c.layOut()
        return c
    }

    /// An interpreter recording lifetime events.
    func makeInterpreter() -> Interpreter {
        let i = Interpreter(output: { _ in })
        i.recordsEvents = true
        return i
    }

    /// Names of deinitialized instances, in order.
    func deinits(_ i: Interpreter) -> [String] {
        i.takeEvents().compactMap { if case .deinitialized(let o) = $0 { return o.displayName } else { return nil } }
    }

    /// Stores `child` in `parent`'s field `name` as a program would (retaining it).
    func set(_ i: Interpreter, _ parent: Instance, _ name: String, _ child: Value) throws {
        try i.write(child, to: .field(.passUnretained(parent), parent.type.fieldIndex[name]!), at: .unknown)
    }

    @Test func countsStrongReferencesAndDestroysAtZero() throws {
        let i = makeInterpreter()
        let t = makeClass("Node", fields: [])
        let o = i.heap.allocate(t).takeUnretainedValue()
        #expect(o.strongCount == 1 && i.heap.liveCount == 1)
        i.retain(.object(o))
        #expect(o.strongCount == 2)
        try i.release(.object(o))
        #expect(o.state == .alive)
        try i.release(.object(o))
        #expect(o.state == .destroyed && i.heap.liveCount == 0)
        #expect(deinits(i) == ["Node#1"])
    }

    @Test func releasesPropertiesInDeclarationOrderDepthFirst() throws {
        let i = makeInterpreter()
        let leaf = makeClass("Leaf", fields: [])
        let branch = makeClass("Branch", fields: [("leaf", .strong)])
        let root = makeClass("Root", fields: [("first", .strong), ("second", .strong)])
        let r = i.heap.allocate(root).takeUnretainedValue()
        for name in ["first", "second"] {
            let b = i.heap.allocate(branch).takeUnretainedValue()
            let l = i.heap.allocate(leaf).takeUnretainedValue()
            try set(i, b, "leaf", .object(l)); try i.release(.object(l))
            try set(i, r, name, .object(b)); try i.release(.object(b))
        }
        _ = i.takeEvents()
        try i.release(.object(r))
        #expect(deinits(i) == ["Root#1", "Branch#1", "Leaf#1", "Branch#2", "Leaf#2"])
    }

    @Test func releasesSuperclassPropertiesBeforeSubclassProperties() throws {
        let i = makeInterpreter()
        let part = makeClass("Part", fields: [])
        let base = makeClass("Base", fields: [("baseProp", .strong)])
        let derived = makeClass("Derived", fields: [("ownProp", .strong)], superclass: base)
        let d = i.heap.allocate(derived).takeUnretainedValue()
        let own = i.heap.allocate(part).takeUnretainedValue(), inherited = i.heap.allocate(part).takeUnretainedValue()
        try set(i, d, "ownProp", .object(own)); try i.release(.object(own))
        try set(i, d, "baseProp", .object(inherited)); try i.release(.object(inherited))
        _ = i.takeEvents()
        try i.release(.object(d))
        #expect(deinits(i) == ["Derived#1", "Part#2", "Part#1"])
    }

    @Test func weakReferencesDoNotRetainAndReadNilAfterDeinit() throws {
        let i = makeInterpreter()
        let t = makeClass("Child", fields: [("parent", .weak)])
        let parent = i.heap.allocate(t).takeUnretainedValue(), child = i.heap.allocate(t).takeUnretainedValue()
        try set(i, child, "parent", .object(parent))
        #expect(parent.strongCount == 1)
        try i.release(.object(parent))
        let read = try i.read(.field(.passUnretained(child), 0), at: .unknown)
        #expect(read.isNil)
    }

    @Test func unownedReadAfterDeinitTrapsWithSwiftsMessage() throws {
        let i = makeInterpreter()
        let t = makeClass("Child", fields: [("owner", .unowned)])
        let owner = i.heap.allocate(t).takeUnretainedValue(), child = i.heap.allocate(t).takeUnretainedValue()
        try set(i, child, "owner", .object(owner))
        try i.release(.object(owner))
        #expect(throws: Trap.self) { try i.read(.field(.passUnretained(child), 0), at: .unknown) }
        do { _ = try i.read(.field(.passUnretained(child), 0), at: .unknown) } catch let t as Trap {
            #expect(t.message.hasPrefix("Attempted to read an unowned reference but object 0x"))
            #expect(t.message.hasSuffix("was already destroyed"))
        }
    }

    @Test func arraysReleaseElementsInIndexOrderAndCopyOnWrite() throws {
        let i = makeInterpreter()
        let t = makeClass("Item", fields: [])
        let items = (0..<3).map { _ in i.heap.allocate(t).takeUnretainedValue() }
        let buffer = Value.array(ArrayBuffer(items.map { .object($0) }))
        i.retain(buffer)
        var copy = buffer
        i.makeUnique(&copy)
        #expect(items.allSatisfy { $0.strongCount == 2 }, "a shared buffer is copied, retaining each element")
        try i.release(copy)
        #expect(items.allSatisfy { $0.strongCount == 1 }, "the copy's references are gone; the original's remain")
        _ = i.takeEvents()
        try i.release(buffer)
        #expect(deinits(i) == ["Item#1", "Item#2", "Item#3"])
    }

    @Test func heapListsLiveInstancesInCreationOrderAndReusesSlots() throws {
        let i = makeInterpreter()
        let t = makeClass("Screen", fields: [])
        let a = i.heap.allocate(t).takeUnretainedValue(), b = i.heap.allocate(t).takeUnretainedValue()
        try i.release(.object(a))
        let c = i.heap.allocate(t).takeUnretainedValue()
        #expect(i.heap.liveInstances.map(\.displayName) == ["Screen#2", "Screen#3"])
        #expect(i.heap.slotCount == 2, "the freed slot is reused")
        _ = (b, c)
    }

    @Test func aDestroyedInstanceNothingHoldsIsReusedForTheNextOfItsSize() throws {
        let i = Interpreter(output: { _ in })
        i.heap.spares.perSize = 4
        let screen = makeClass("Screen", fields: [("model", .strong)])
        let model = makeClass("Model", fields: [("owner", .weak)])
        let first = i.heap.allocate(screen), owned = i.heap.allocate(model)
        try i.write(.object(owned), to: .field(first, 0), at: .unknown)
        try i.release(.object(owned))
        try i.release(.object(first))
        // The Model went first (it was the Screen's property), so the Screen is the newest
        // spare of their size, and the next instance of that size takes its memory.
        let second = i.heap.allocate(screen)
        #expect(second.toOpaque() == first.toOpaque())
        let o = second.takeUnretainedValue()
        #expect(o.state == .alive && o.strongCount == 1 && o.displayName == "Screen#2" && o.id == 3)
        guard case .void = o.fields[0] else { Issue.record("a reused instance kept a property"); return }
        // Another class of the same size reuses the Model, as that class.
        let other = makeClass("Other", fields: [("x", .strong)])
        #expect(i.heap.allocate(other).takeUnretainedValue().displayName == "Other#1")
        #expect(i.heap.liveCount == 2)
    }

    @Test func aDestroyedInstanceAWeakStorageNamesIsNotReused() throws {
        let i = Interpreter(output: { _ in })
        i.heap.spares.perSize = 4
        let coordinator = makeClass("Coordinator", fields: [])
        let screen = makeClass("Screen", fields: [("coordinator", .weak)])
        let s = i.heap.allocate(screen), c = i.heap.allocate(coordinator)
        try i.write(.object(c), to: .field(s, 0), at: .unknown)
        try i.release(.object(c))
        let next = i.heap.allocate(coordinator)
        #expect(next.toOpaque() != c.toOpaque(), "the weak property still names the destroyed one")
        #expect(try i.read(.field(s, 0), at: .unknown).isNil)
    }
}
