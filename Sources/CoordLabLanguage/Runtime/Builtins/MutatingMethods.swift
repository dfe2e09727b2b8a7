import CoordLabSyntax

/// Built-in methods that mutate an array or dictionary in place.
///
/// Removed elements are released after the mutation, in ascending index order, as
/// Swift's `removeLast(_:)`, `removeSubrange(_:)`, `removeAll()` and `removeAll(where:)` do.
extension Interpreter {
    /// `append(x)` on the array stored at `ref`, copying its buffer first if it is shared.
    func append(_ x: Value, toArrayAt ref: StorageRef, at loc: CodeLocation) throws {
        try mutateArray(at: ref, at: loc) { b in
            append(x, to: b)
            return []
        }
    }

    /// Appends `x` to a buffer the caller may mutate; the array holds it strongly.
    ///
    /// An empty array's first append makes room for four: Swift's own growth from zero
    /// (room for one, then two, then four) would copy a small array twice more.
    @inline(__always)
    private func append(_ x: Value, to b: ArrayBuffer) {
        retain(x)
        if b.items.capacity == 0 { b.items.reserveCapacity(4) }
        b.items.append(x)
    }

    /// Runs mutating method `method` on the array or dictionary stored at `ref`; the
    /// caller has checked that `a` has as many arguments as it needs.
    func mutatingBuiltin(_ ref: StorageRef, _ current: Value, _ method: MutatingMethod, _ a: [Value],
                         labels: [String?], at loc: CodeLocation) throws -> Value {
        var result = Value.void
        if case .dictionary = current {
            try modify(ref, at: loc) { v in
                makeUnique(&v)
                guard case .dictionary(let d) = v else { return [] }
                switch method {
                case .removeValue:
                    guard let old = d.remove(try canonicalKey(a[0], in: d, at: loc)) else { result = .none; return [] }
                    result = old
                    keepUntilEndOfStatement(old)
                    return [a[0]]
                case .removeAll:
                    let out = zip(d.keys, d.values).flatMap { [$0, $1] }
                    d.keys = []; d.values = []; d.index = [:]
                    return out
                case .updateValue:
                    retain(a[0])
                    let key = try canonicalKey(a[1], in: d, at: loc)
                    retain(key)
                    if let old = d.set(a[0], for: key) { result = old; keepUntilEndOfStatement(old); return [key] }
                    result = .none
                    return []
                case .merge where a.count == 2:
                    try merge(a[0], into: d, combine: a[1], at: loc)
                    return []
                default:
                    throw Trap.unsupportedMember("Dictionary", method.rawValue, at: loc)
                }
            }
            return result
        }
        try mutateArray(at: ref, at: loc) { b in
            try arrayMutation(b, method, a, labels: labels, result: &result, at: loc)
        }
        return result
    }

    /// Runs `body` on the buffer of the array stored at `ref`, copying the buffer first if
    /// another array value shares it (copy-on-write), then releases the values `body`
    /// displaced, in the order it gives them.
    private func mutateArray(at ref: StorageRef, at loc: CodeLocation,
                             _ body: (ArrayBuffer) throws -> [Value]) throws {
        if let b = uniqueArrayBuffer(at: ref) {
            // The common case: the array's buffer is not shared, so it is mutated where it is.
            for d in try body(b) { try release(d) }
            return
        }
        try modify(ref, at: loc) { v in
            makeUnique(&v)
            guard case .array(let b) = v else { return [] }
            return try body(b)
        }
    }

    /// The buffer of the array held directly in a variable or property, when no other
    /// array value shares it (so mutating it in place is what copy-on-write would do).
    private func uniqueArrayBuffer(at ref: StorageRef) -> ArrayBuffer? {
        peek(ref) { v -> ArrayBuffer? in
            guard case .array(let b) = v, b.rc == 1, b.base == nil else { return nil }
            return b
        } ?? nil
    }

    /// Whether the variable or stored property at `ref` holds an array, seen in place
    /// without copying it; other storages answer false (the caller reads them instead).
    func holdsArray(_ ref: StorageRef) -> Bool {
        peek(ref) { v in if case .array = v { true } else { false } } ?? false
    }

    /// `body`'s answer about the value held directly in a variable or stored property,
    /// looked at where it is; nil for other storages.
    @inline(__always)
    private func peek<R>(_ ref: StorageRef, _ body: (borrowing Value) -> R) -> R? {
        switch ref {
        case .local(let s, _): return body(frame.slots[s])
        case .frameSlot(let p, _): return body(p.pointee)
        case .global(let g): return body(globals[g])
        case .boxed(let b): return body(b.value)
        case .field(let o, let f): return o._withUnsafeGuaranteedRef { body($0.fields[f]) }
        default: return nil
        }
    }

    /// Whether a value is a closure (a trailing closure stands for `where:`).
    func isClosure(_ v: Value) -> Bool {
        if case .closure = v { return true }
        return false
    }

    private func arrayMutation(_ b: ArrayBuffer, _ method: MutatingMethod, _ a: [Value], labels: [String?],
                               result: inout Value, at loc: CodeLocation) throws -> [Value] {
        let given: String? = labels.first ?? nil
        let label = given ?? (a.count == 1 && isClosure(a[0]) ? "where" : nil)
        /// The position of the element at index `v` (a slice's indices start where it does).
        func index(_ v: Value) throws -> Int {
            guard case .int(let k) = v else { throw Trap("index must be an Int", at: loc) }
            return k - b.startIndex
        }
        switch (method, label) {
        case (.append, "contentsOf"), (.insert, "contentsOf"):
            // `insert(contentsOf:at:)` puts the elements before index `at`, as Swift's
            // `replaceSubrange(at..<at, with:)` does.
            let items = try elements(ofSequence: a[0], at: loc)
            let k = method == .append ? b.items.count : try index(a[1])
            guard k >= 0, k <= b.items.count else { throw Trap("Array replace: subrange extends past the end", at: loc) }
            items.forEach(retain)
            b.items.insert(contentsOf: items, at: k)
            return []
        case (.append, _):
            append(a[0], to: b)
            return []
        case (.insert, _):
            let k = try index(a[1])
            guard k >= 0, k <= b.items.count else { throw Trap("Array index is out of range", at: loc) }
            retain(a[0])
            b.items.insert(a[0], at: k)
            return []
        case (.remove, "at"):
            let k = try index(a[0])
            guard k >= 0, k < b.items.count else { throw Trap(b.indexOutOfBounds, at: loc) }
            result = b.items.remove(at: k)
            keepUntilEndOfStatement(result)
            return []
        case (.removeFirst, _), (.removeLast, _), (.popLast, _):
            let n = a.isEmpty ? 1 : try index(a[0])
            if b.items.count < n || (method != .popLast && b.items.isEmpty) {
                if method == .popLast { result = .none; return [] }
                throw Trap(method == .removeLast && a.isEmpty ? "Can't remove last element from an empty collection"
                           : method == .removeFirst && a.isEmpty ? "Can't remove first element from an empty collection"
                           : "Can't remove more items from a collection than it contains", at: loc)
            }
            if method == .popLast, b.items.isEmpty { result = .none; return [] }
            let range = method == .removeFirst ? 0..<n : (b.items.count - n)..<b.items.count
            let removed = Array(b.items[range])
            b.items.removeSubrange(range)
            if a.isEmpty { result = removed[0]; keepUntilEndOfStatement(result) }
            return a.isEmpty ? [] : removed
        case (.removeSubrange, _):
            return try replaceSubrange(of: b, a[0], with: nil, at: loc)
        case (.removeAll, "where"):
            // Swift's half-stable partition: kept elements move forward by swapping, so the
            // removed tail (released in its final order) is not always in index order.
            func matches(_ x: Value) throws -> Bool {
                if case .bool(true) = try callFunction(a[0], [x], at: loc) { return true }
                return false
            }
            var items = b.items
            var first = items.count
            for (k, x) in items.enumerated() where try matches(x) { first = k; break }
            guard first < items.count else { return [] }
            var split = first
            for j in (first + 1)..<items.count where !(try matches(items[j])) {
                items.swapAt(split, j)
                split += 1
            }
            b.items = Array(items[..<split])
            return Array(items[split...])
        case (.removeAll, _):
            let removed = b.items
            b.items = []
            b.startIndex = 0
            return removed
        case (.reverse, _):
            b.items.reverse()
            return []
        case (.swapAt, _):
            b.items.swapAt(try index(a[0]), try index(a[1]))
            return []
        case (.replaceSubrange, _):
            return try replaceSubrange(of: b, a[0], with: a[1], at: loc)
        case (.reserveCapacity, _):
            // Room is coordlab's to manage; Swift's reservation changes nothing a program prints.
            return []
        case (.partition, _):
            result = .int(try partition(b, by: a[0], at: loc))
            return []
        case (.sort, _):
            var failure: Error?
            b.items.sort { x, y in
                if failure != nil { return false }
                do {
                    let r = a.isEmpty ? try binary(.less, x, y, at: loc) : try callFunction(a[0], [x, y], at: loc)
                    if case .bool(let t) = r { return t }
                    return false
                } catch { failure = error; return false }
            }
            if let failure { throw failure }
            return []
        default:
            throw Trap.unsupportedMember("Array", method.rawValue, at: loc)
        }
    }
}
