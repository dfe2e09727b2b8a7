/// An interpreter's state at rest (between inputs), saved so that it can be put back
/// exactly, in the same process: explore tries each action from one state this way
/// instead of in a `fork()`ed copy of the program.
///
/// Every storage the program can reach is saved with what it holds and its count
/// (`SavedStorages`), with the heap's slots and numbering (`Heap.SavedSlots`), each class's
/// count of instances made (the `n` of `Type#n`), the statics, the globals and the
/// interpreter's own registers. Restoring writes each storage back in place, so every
/// reference to it stays valid, and the numbers the next objects get are those they got
/// the first time. The snapshot holds every saved storage, so an object destroyed after
/// it was taken can be brought back; objects made after it are dropped.
public final class InterpreterSnapshot {
    private let storages: SavedStorages
    private let slots: Heap.SavedSlots
    private let created: [(type: ClassType, count: Int)]
    private let statics: [(storage: StaticStorage, value: Value, initialized: Bool)]
    private let globals: [Value]
    private let registers: Registers

    /// The interpreter's own state between inputs besides its storages.
    fileprivate struct Registers {
        let ticks: Int
        let iterationLimit: Int?
        let instanceGenericArguments: [ObjectIdentifier: GenericArguments]
        let currentSelfID: Int
        let events: [LifetimeEvent]
    }

    fileprivate init(storages: SavedStorages, slots: Heap.SavedSlots, created: [(type: ClassType, count: Int)],
                     statics: [(storage: StaticStorage, value: Value, initialized: Bool)], globals: [Value],
                     registers: Registers) {
        self.storages = storages
        self.slots = slots
        self.created = created
        self.statics = statics
        self.globals = globals
        self.registers = registers
    }

    /// Saves `interpreter`, which must be at rest; nil when it is not, or when its heap
    /// holds what a snapshot does not follow (an `inout` access, an instance of a class it
    /// does not know): the caller must then copy the program another way. `alsoHolding`
    /// are values a host keeps outside the program (the graph's incremental state).
    fileprivate static func take(of interpreter: Interpreter, alsoHolding extra: [Value]) -> InterpreterSnapshot? {
        // A task waiting mid-body keeps its calls on a thread of its own, which no snapshot
        // saves: such a state is not saved (exploring falls back on forked copies).
        guard interpreter.depth == 0, interpreter.temps.count == 0, interpreter.genericEnvironments.isEmpty,
              interpreter.pendingGenericEnvironment == nil, interpreter.pendingGenericArguments == nil,
              interpreter.taskThreads.isEmpty else { return nil }
        let heap = interpreter.heap
        let nominals = interpreter.types.values.compactMap(\.nominal)
        let classes = nominals.compactMap { $0 as? ClassType }
        let statics = nominals.flatMap { $0.statics.values }
        var roots = interpreter.globals + statics.map(\.value) + extra + heap.touches.values
        for s in 0..<heap.slotCount {
            if let o = heap.instance(inSlot: s) { roots.append(.object(o)) }
        }
        for case .created(let o) in interpreter.events { roots.append(.weakObject(o)) }
        guard let storages = try? SavedStorages(roots: roots) else { return nil }
        let known = Set(classes.map(ObjectIdentifier.init))
        guard storages.savedInstances.allSatisfy({ known.contains(ObjectIdentifier($0.type)) }) else { return nil }
        return InterpreterSnapshot(
            storages: storages, slots: heap.savedSlots(),
            created: classes.map { ($0, $0.created) },
            statics: statics.map { ($0, $0.value, $0.initialized) },
            globals: interpreter.globals,
            registers: Registers(ticks: interpreter.ticks, iterationLimit: interpreter.iterationLimit,
                                 instanceGenericArguments: interpreter.instanceGenericArguments,
                                 currentSelfID: interpreter.currentSelfID, events: interpreter.events))
    }

    /// Puts `interpreter`, the one it was taken of, back in the saved state.
    fileprivate func restore(_ interpreter: Interpreter) {
        storages.restore()
        interpreter.heap.restore(slots)
        for c in created { c.type.created = c.count }
        for s in statics {
            s.storage.value = s.value
            s.storage.initialized = s.initialized
        }
        // Globals added since (the tool's own result slot) are left unset.
        for k in interpreter.globals.indices { interpreter.globals[k] = k < globals.count ? globals[k] : .void }
        _ = interpreter.temps.removeAll(from: 0)
        interpreter.genericEnvironments = []
        interpreter.pendingGenericEnvironment = nil
        interpreter.pendingGenericArguments = nil
        interpreter.returnValue = .void
        interpreter.returnedNil = false
        interpreter.ticks = registers.ticks
        interpreter.iterationLimit = registers.iterationLimit
        interpreter.instanceGenericArguments = registers.instanceGenericArguments
        interpreter.currentSelfID = registers.currentSelfID
        interpreter.events = registers.events
    }
}

extension Interpreter {
    /// A snapshot of the program as it is now, between inputs (see `InterpreterSnapshot`);
    /// nil when it cannot be taken.
    public func snapshot(alsoHolding extra: [Value] = []) -> InterpreterSnapshot? {
        InterpreterSnapshot.take(of: self, alsoHolding: extra)
    }

    /// Puts the program back in the state `snapshot`, taken of it, saved.
    public func restore(_ snapshot: InterpreterSnapshot) {
        snapshot.restore(self)
    }
}
