import CoordLabSyntax

/// The Swift types an `ArrayBuffer` stores: an array, an `ArraySlice`, or the
/// `ReversedCollection` that `reversed()` gives.
public enum ArrayKind: Sendable {
    case array, slice, reversed

    /// The type's name as `type(of:)` prints it, before its generic arguments.
    var typeName: String {
        switch self {
        case .array: return "Array"
        case .slice: return "ArraySlice"
        case .reversed: return "ReversedCollection"
        }
    }
}

/// Indices of arrays and slices: a slice keeps the indices of the array it was cut from.
extension ArrayBuffer {
    /// Swift's `endIndex`.
    var endIndex: Int { startIndex + items.count }

    /// The position in `items` of Swift's index `index`, or nil when it is out of bounds.
    @inline(__always)
    func position(of index: Int) -> Int? {
        let k = index - startIndex
        return k >= 0 && k < items.count ? k : nil
    }

    /// What Swift's trap says of an index out of bounds (`a[9]`).
    var indexOutOfBounds: String { kind == .slice ? "Index out of bounds" : "Index out of range" }

    /// What Swift's trap says of a range `lower..<upper` out of bounds (`a[1..<9]`), each
    /// bound checked in turn as Swift's `_checkIndex` does; nil when it is within bounds.
    func rangeOutOfBounds(_ lower: Int, _ upper: Int) -> String? {
        let name = kind == .slice ? "ArraySlice" : "Array"
        for bound in [lower, upper] {
            if bound > endIndex { return "\(name) index is out of range" }
            if bound < startIndex { return kind == .slice ? "ArraySlice index is out of range (before startIndex)" : "Negative Array index is out of range" }
        }
        return nil
    }

    /// The buffer that counts the elements: a view's base, or the buffer itself.
    public var storage: ArrayBuffer { base ?? self }
}

/// Views that share an array's storage, made by `dropFirst()`, `prefix(_:)`, `a[1...]` and
/// the like (`ArraySlice`) and by `reversed()` (`ReversedCollection`). Swift's views retain
/// the whole storage they were cut from: `let tail = make().dropFirst()` keeps the first
/// element alive as long as `tail`, and the reversed view of a temporary array frees its
/// elements in the array's order.
extension Interpreter {
    /// An `ArraySlice` of `b`'s elements at `positions`, as a statement temporary.
    func slice(of b: ArrayBuffer, positions: Range<Int>) -> Value {
        view(Array(b.items[positions]), of: b, startIndex: b.startIndex + positions.lowerBound, kind: .slice)
    }

    /// `b.reversed()`, as a statement temporary.
    func reversedView(of b: ArrayBuffer) -> Value {
        view(b.items.reversed(), of: b, startIndex: 0, kind: .reversed)
    }

    /// A view holding `items` of `b`'s storage, which it counts once, as a statement temporary.
    private func view(_ items: [Value], of b: ArrayBuffer, startIndex: Int, kind: ArrayKind) -> Value {
        let root = b.storage
        retain(.array(root))
        let v = Value.array(ArrayBuffer(view: items, of: root, startIndex: startIndex, kind: kind))
        temps.append(v)
        return v
    }

    /// `b[lo..<hi]` with Swift's indices (a one-sided range's missing bound is the array's).
    func slice(of b: ArrayBuffer, from lo: Int, to hi: Int, at loc: CodeLocation) throws -> Value {
        let lower = lo == Int.min ? b.startIndex : lo, upper = hi == Int.max ? b.endIndex : hi
        if let message = b.rangeOutOfBounds(lower, upper) { throw Trap(message, at: loc) }
        guard lower <= upper else { throw Trap("Range requires lowerBound <= upperBound", at: loc) }
        return slice(of: b, positions: (lower - b.startIndex)..<(upper - b.startIndex))
    }

    /// The views Array's methods make (`dropFirst`, `dropLast`, `prefix`, `suffix`,
    /// `drop(while:)`, `reversed`), with Swift's traps on a negative count or an index out of bounds; nil
    /// for any other method.
    func arrayView(_ b: ArrayBuffer, _ name: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        let n = b.items.count
        func count(_ fallback: Int, _ message: String) throws -> Int {
            let k = intArg(a, fallback)
            guard k >= 0 else { throw Trap(message, at: loc) }
            return Swift.min(k, n)
        }
        // `prefix { … }`: a trailing closure stands for `while:`.
        let label = labels.first.flatMap { $0 } ?? (a.count == 1 && isClosure(a[0]) ? "while" : nil)
        switch (name, label) {
        case ("reversed", nil) where a.isEmpty: return reversedView(of: b)
        case ("dropFirst", nil):
            return slice(of: b, positions: try count(1, "Can't drop a negative number of elements from a collection")..<n)
        case ("dropLast", nil):
            return slice(of: b, positions: 0..<(n - (try count(1, "Can't drop a negative number of elements from a collection"))))
        case ("prefix", nil) where a.count == 1:
            return slice(of: b, positions: 0..<(try count(0, "Can't take a prefix of negative length from a collection")))
        case ("suffix", nil) where a.count == 1:
            return slice(of: b, positions: (n - (try count(0, "Can't take a suffix of negative length from a collection")))..<n)
        case ("prefix", "upTo"): return try slice(of: b, from: b.startIndex, to: intArg(a, 0), at: loc)
        case ("prefix", "through"): return try slice(of: b, from: b.startIndex, to: intArg(a, 0) + 1, at: loc)
        case ("suffix", "from"): return try slice(of: b, from: intArg(a, 0), to: b.endIndex, at: loc)
        case ("prefix", "while"):
            var k = 0
            while k < n, try truth(try callFunction(a[0], [b.items[k]], at: loc), loc) { k += 1 }
            return slice(of: b, positions: 0..<k)
        case ("split", _): return try split(b, a, labels: labels, at: loc)
        case ("drop", "while"):
            var k = 0
            while k < n, try truth(try callFunction(a[0], [b.items[k]], at: loc), loc) { k += 1 }
            return slice(of: b, positions: k..<n)
        default: return nil
        }
    }
}
