/// The heap's part of a snapshot: which instance is in which slot, the free list, and the
/// counts that number new objects.
extension Heap {
    /// The heap's bookkeeping at one moment (its instances' contents are `SavedStorages`).
    struct SavedSlots {
        /// Each slot's word (see `Heap.words`), each live tenant retained by the snapshot.
        let words: [UInt]
        let firstFree: Int
        let createdCount: Int
        let liveCount: Int
        let touches: TouchLog

        /// The live instances of `words`, retained.
        static func tenants(of words: [UInt]) -> [Unmanaged<Instance>] {
            words.compactMap { $0 & 1 == 0 ? Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(bitPattern: $0)!) : nil }
        }
    }

    /// The slots now.
    func savedSlots() -> SavedSlots {
        SavedSlots(words: Array(UnsafeBufferPointer(start: words, count: slotCount)), firstFree: firstFree,
                   createdCount: createdCount, liveCount: liveCount, touches: touches)
    }

    /// Puts the slots back as `saved` had them: the heap holds the instances saved there
    /// again, and drops those it holds now (objects made since are freed once nothing
    /// else holds them).
    func restore(_ saved: SavedSlots) {
        for o in SavedSlots.tenants(of: saved.words) { _ = o.retain() }
        for s in 0..<slotCount { instance(inSlot: s)?.release() }
        while capacity < saved.words.count { grow() }
        if !saved.words.isEmpty {
            saved.words.withUnsafeBufferPointer { words.update(from: $0.baseAddress!, count: $0.count) }
        }
        slotCount = saved.words.count
        firstFree = saved.firstFree
        createdCount = saved.createdCount
        liveCount = saved.liveCount
        touches = saved.touches
    }
}
