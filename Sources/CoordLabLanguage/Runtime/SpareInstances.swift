/// Destroyed instances that nothing else holds, by stored-property count, kept for the
/// next instance of that size: making an object from a spare costs no allocation, and
/// freeing one no deallocation, as CPython's free lists do.
///
/// Only an instance no one else holds is kept (`isKnownUniquelyReferenced`): a weak or
/// unowned storage that still names a destroyed instance holds it, so that storage can
/// never see its memory reused as another object.
final class SpareInstances {
    /// Spares are kept for classes with fewer stored properties than this.
    static let sizes = 16
    /// The most spares of one size `perSize` may ask for.
    static let capacityPerSize = 64
    /// Each size's spares, `capacityPerSize` words apart; each holds a reference.
    private let spares: UnsafeMutablePointer<Unmanaged<Instance>>
    private let counts: UnsafeMutablePointer<Int>
    /// How many spares of each size are kept (0 keeps none).
    var perSize: Int {
        didSet { perSize = Swift.min(Swift.max(perSize, 0), Self.capacityPerSize) }
    }

    init(perSize: Int) {
        spares = .allocate(capacity: Self.sizes * Self.capacityPerSize)
        counts = .allocate(capacity: Self.sizes)
        counts.initialize(repeating: 0, count: Self.sizes)
        self.perSize = Swift.min(perSize, Self.capacityPerSize)
    }

    deinit {
        for n in 0..<Self.sizes {
            for k in 0..<counts[n] { spares[n * Self.capacityPerSize + k].release() }
        }
        spares.deallocate()
        counts.deallocate()
    }

    /// A spare of `size` stored properties, with the reference it was kept with, if one is kept.
    @inline(__always)
    func take(size n: Int) -> Unmanaged<Instance>? {
        guard n < Self.sizes, counts[n] > 0 else { return nil }
        counts[n] -= 1
        return spares[n * Self.capacityPerSize + counts[n]]
    }

    /// Keeps `o`, a destroyed instance, if nothing else holds it and there is room; the
    /// caller's reference is given up either way.
    @inline(__always)
    func offer(_ o: consuming Instance) {
        var o = o
        let n = o.fieldCount
        guard n < Self.sizes, counts[n] < perSize, isKnownUniquelyReferenced(&o) else { return }
        spares[n * Self.capacityPerSize + counts[n]] = Unmanaged.passRetained(o)
        counts[n] += 1
    }
}
