import CoordLabLanguage

/// The part of the heap some storages reach, and which of its storages are still held from
/// outside it, by ARC's own counts: a storage whose count exceeds the strong references
/// the part itself holds to it is held by a root or by a storage outside the part.
///
/// Every storage outside the part is taken to be reachable (the caller's promise), so a
/// storage of the part is reachable exactly when it is, or a storage held from outside is
/// that reaches it, without passing a `blocked` one. The walk costs what the part holds,
/// not the heap: the after-input verdicts look only where an input cut references.
struct HeldRegion {
    /// The part's storages (instances, closures, arrays, boxes…), seeds first.
    private(set) var storages: [Value] = []
    /// Each storage's place in `storages`.
    private var place: [ObjectIdentifier: Int] = [:]
    /// Whether each storage is reachable from outside without passing a blocked storage.
    private(set) var held: [Bool] = []

    /// The part `seeds` reach through strong references, judged; `blocked` storages are
    /// walked through but never count as reachable (nor lead to anything that way).
    init(seeds: [Value], blocked: Set<ObjectIdentifier> = []) {
        var inside: [Int] = []
        var starts = [0]
        var edges: [Int] = []
        for s in seeds { _ = add(s, &inside) }
        var k = 0
        while k < storages.count {
            storages[k].forEachHeld { x, kind in
                guard kind == .strong, x.storageIdentity != nil else { return }
                let j = add(x, &inside)
                inside[j] += 1
                edges.append(j)
            }
            starts.append(edges.count)
            k += 1
        }
        let isBlocked = storages.map { blocked.contains($0.storageIdentity!) }
        held = [Bool](repeating: false, count: storages.count)
        var pending: [Int] = []
        for j in storages.indices where !isBlocked[j] && storages[j].storageCount! > inside[j] {
            held[j] = true
            pending.append(j)
        }
        while let j = pending.popLast() {
            for t in edges[starts[j]..<starts[j + 1]] where !held[t] && !isBlocked[t] {
                held[t] = true
                pending.append(t)
            }
        }
    }

    /// The storage's place, adding it when it is new.
    private mutating func add(_ v: Value, _ inside: inout [Int]) -> Int {
        let id = v.storageIdentity!
        if let j = place[id] { return j }
        place[id] = storages.count
        storages.append(v)
        inside.append(0)
        return storages.count - 1
    }

    /// Whether the storage is in the part.
    func contains(_ id: ObjectIdentifier) -> Bool { place[id] != nil }

    /// Whether a storage of the part is held from outside (reachable); nil outside the part.
    func isHeld(_ id: ObjectIdentifier) -> Bool? { place[id].map { held[$0] } }

    /// The storages of the part that nothing outside reaches.
    var unheld: [Value] { storages.indices.filter { !held[$0] }.map { storages[$0] } }
}
