import CoordLabSyntax

/// The copy-on-write storage of a Swift set value, in insertion order.
///
/// Swift's own order is randomised per process; coordlab keeps insertion order so that
/// output is reproducible (programs whose output depends on the order differ anyway).
/// Elements are found by their `DictionaryKey`, except those whose type declares its own
/// `==` (a Hashable class, a struct with a written `==`), which are compared with it.
public final class SetBuffer {
    /// The elements in insertion order; each strong reference among them is counted once.
    public var items: [Value]
    /// Position of each element that has a key, in `items`.
    var index: [DictionaryKey: Int] = [:]
    /// How many storages share this buffer.
    var rc: Int = 1
    /// The static type it was first put into an `Any` as (see `ErasedContainer`).
    var erasedTypeName: String?
    init(_ items: [Value] = []) {
        self.items = items
        reindex()
    }

    /// Rebuilds `index` after elements moved.
    func reindex() {
        index = [:]
        for (k, x) in items.enumerated() { if let key = x.dictionaryKey { index[key] = k } }
    }
}

extension Interpreter {
    /// The position in `s` of the element equal to `x`, if `s` holds one.
    func position(of x: Value, in s: SetBuffer, at loc: CodeLocation) throws -> Int? {
        // A type with its own `==` (a Hashable class, a struct that writes one) is compared with it.
        if declaredOperator("==", for: x) != nil {
            for (k, y) in s.items.enumerated() where try equal(x, y, at: loc) { return k }
            return nil
        }
        guard let key = x.dictionaryKey else { throw Trap("coordlab cannot hash a value of type '\(typeName(of: x))'", at: loc) }
        return s.index[key]
    }

    /// Adds `x` (retained here) to `s` unless it holds an equal element; its position if it did.
    @discardableResult
    func insert(_ x: Value, into s: SetBuffer, at loc: CodeLocation) throws -> Int? {
        if let k = try position(of: x, in: s, at: loc) { return k }
        retain(x)
        if let key = x.dictionaryKey { s.index[key] = s.items.count }
        s.items.append(x)
        return nil
    }

    /// Takes the elements at `positions` out of `s`, in ascending order; the caller releases them.
    func remove(_ positions: [Int], from s: SetBuffer) -> [Value] {
        guard !positions.isEmpty else { return [] }
        let gone = Set(positions)
        let removed = gone.sorted().map { s.items[$0] }
        s.items = s.items.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        s.reindex()
        return removed
    }

    /// The elements of a sequence as a set to look things up in (the set itself when it is
    /// one): a buffer that holds no references, never stored and never released.
    func probe(_ v: Value, at loc: CodeLocation) throws -> SetBuffer {
        if case .set(let s) = v { return s }
        let s = SetBuffer()
        for x in try elements(ofSequence: v, at: loc) where try position(of: x, in: s, at: loc) == nil {
            if let key = x.dictionaryKey { s.index[key] = s.items.count }
            s.items.append(x)
        }
        return s
    }

    /// A new set of `items`' distinct elements (the first of equal ones), as a statement temporary.
    func newSet(_ items: [Value], at loc: CodeLocation) throws -> Value {
        let s = SetBuffer()
        let v = Value.set(s)
        temps.append(v)
        for x in items { try insert(x, into: s, at: loc) }
        return v
    }

    /// The elements of a sequence a set method or initializer takes: a set, an array, a
    /// range, or a dictionary's `(key:, value:)` pairs.
    func elements(ofSequence v: Value, at loc: CodeLocation) throws -> [Value] {
        switch v {
        case .set(let s): return s.items
        case .array(let b): return b.items
        case .range(let lo, let hi, _): return Self.rangeElements(lo, hi)
        // A string's characters (characters are one-character strings here).
        case .string(let s): return s.map { .string(String($0)) }
        case .dictionary(let d): return zip(d.keys, d.values).map { tupleOf([$0, $1], labels: ["key", "value"]) }
        default:
            if case .array(let b)? = try ownSequenceArray(v, at: loc) { return b.items }
            throw Trap("coordlab does not support a sequence of type '\(typeName(of: v))' here yet", at: loc)
        }
    }
}
