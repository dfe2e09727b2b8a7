/// Foundation's hash table of objects, as apps use it for multicast delegates
/// (`NSHashTable<AnyObject>.weakObjects()`): objects held weakly or strongly, each once,
/// found by identity. A weak table keeps no object alive, and an object that dies leaves
/// it at once.
///
/// Foundation lists and releases a table's objects in the order of their hashes, which
/// changes from run to run; here it is the order they were added. Its `count` of a weak
/// table may still count objects that died, so coordlab has none (use `allObjects.count`).
public class NSHashTable<ObjectType: AnyObject>: NSObject {
    /// Each object, as a closure that holds it (weakly in a weak table) and gives it while
    /// it lives, in the order they were added.
    private var __entries: [() -> ObjectType?] = []
    /// Whether the table holds its objects weakly.
    private let __holdsWeakly: Bool

    init(__holdsWeakly: Bool) {
        self.__holdsWeakly = __holdsWeakly
        super.init()
    }

    /// A table that holds its objects strongly, as `NSHashTable()` does.
    override convenience init() {
        self.init(__holdsWeakly: false)
    }

    /// A table that holds its objects weakly.
    static func weakObjects() -> NSHashTable<ObjectType> {
        return NSHashTable<ObjectType>(__holdsWeakly: true)
    }

    /// A table that holds its objects strongly.
    static func strongObjects() -> NSHashTable<ObjectType> {
        return NSHashTable<ObjectType>(__holdsWeakly: false)
    }

    /// Adds `object` unless it is nil or in the table already.
    func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        if __holdsWeakly {
            __entries.append({ [weak object] in object })
        } else {
            __entries.append({ object })
        }
    }

    /// Takes `object` out of the table (a strong table releases it).
    func remove(_ object: ObjectType?) {
        guard let object else { return }
        __entries.removeAll { $0() === object }
    }

    /// Takes every object out of the table.
    func removeAllObjects() {
        __entries.removeAll()
    }

    /// Whether `anObject` is in the table.
    func contains(_ anObject: ObjectType?) -> Bool {
        guard let anObject else { return false }
        return __entries.contains { $0() === anObject }
    }

    /// The living objects, in the order they were added.
    var allObjects: [ObjectType] {
        return __entries.compactMap { $0() }
    }

    /// One of the living objects (the first added), or nil.
    var anyObject: ObjectType? {
        return allObjects.first
    }
}
