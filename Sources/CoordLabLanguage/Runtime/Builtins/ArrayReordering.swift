import CoordLabSyntax

/// Array's `replaceSubrange(_:with:)`, `removeSubrange(_:)` and `partition(by:)`, which move elements in place
/// as Swift's do (the order `partition` leaves is Swift's, from both ends inward).
extension Interpreter {
    /// Puts the elements of `newElements` (none for `removeSubrange`) where `range` was, a
    /// one-sided range reaching the array's end; the elements it held, to release after the
    /// change, in index order.
    func replaceSubrange(of b: ArrayBuffer, _ range: Value, with newElements: Value?, at loc: CodeLocation) throws -> [Value] {
        guard case .range(let from, let to, _) = range else { throw Trap("replaceSubrange needs a range", at: loc) }
        let (lo, hi) = PartialRange.clamped(from, to, count: b.items.count)
        guard lo >= 0 else { throw Trap("Array replace: subrange start is negative", at: loc) }
        guard hi <= b.items.count else { throw Trap("Array replace: subrange extends past the end", at: loc) }
        let items = try newElements.map { try elements(ofSequence: $0, at: loc) } ?? []
        items.forEach(retain)
        let removed = Array(b.items[lo..<hi])
        b.items.replaceSubrange(lo..<hi, with: items)
        return removed
    }

    /// Moves the elements `belongsInSecond` accepts after those it does not, swapping the
    /// first misplaced from the front with the last misplaced from the back; the index of
    /// the second part's first element.
    func partition(_ b: ArrayBuffer, by belongsInSecond: Value, at loc: CodeLocation) throws -> Int {
        func second(_ k: Int) throws -> Bool { try truth(try callFunction(belongsInSecond, [b.items[k]], at: loc), loc) }
        var lo = 0, hi = b.items.count
        while true {
            while true {
                guard lo < hi else { return b.startIndex + lo }
                if try second(lo) { break }
                lo += 1
            }
            while true {
                hi -= 1
                guard lo < hi else { return b.startIndex + lo }
                if !(try second(hi)) { break }
            }
            b.items.swapAt(lo, hi)
            lo += 1
        }
    }
}
