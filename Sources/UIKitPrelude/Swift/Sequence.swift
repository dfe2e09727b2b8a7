// Swift's Sequence methods, for a program's own sequences
// =======================================================
//
// A program's type that conforms to `Sequence` (`struct Countdown: Sequence,
// IteratorProtocol`, `struct Bag: Sequence { func makeIterator() -> BagIterator }`)
// conforms to `__CoordlabSequence` too, and finds here the methods the standard library's
// `Sequence` gives it, written as the library writes them: each asks the iterator for one
// element at a time, so `next()` and the closures interleave as they do in Swift and an
// endless sequence stops where Swift's would. The checker types these calls as an array
// of the sequence's elements has them. coordlab loads this file before the UIKit
// stand-ins; `coordlab prelude` does not print it, because swiftc has the real `Sequence`.

protocol __CoordlabIterator {
    associatedtype Element
    mutating func next() -> Element?
}

protocol __CoordlabSequence {
    associatedtype Element
    associatedtype Iterator: __CoordlabIterator
    func makeIterator() -> Iterator
}

extension __CoordlabSequence {
    /// A type that is its own iterator (`Sequence, IteratorProtocol`) iterates a copy of itself.
    func makeIterator() -> Self { self }

    /// The elements transformed, in order.
    func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        var result: [T] = []
        var iterator = makeIterator()
        while let element = iterator.next() { result.append(try transform(element)) }
        return result
    }

    /// The elements that satisfy `isIncluded`, in order.
    func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] {
        var result: [Element] = []
        var iterator = makeIterator()
        while let element = iterator.next() {
            if try isIncluded(element) { result.append(element) }
        }
        return result
    }

    /// The non-nil results of `transform`, in order.
    func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        var result: [T] = []
        var iterator = makeIterator()
        while let element = iterator.next() {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }

    /// The arrays `transform` gives, concatenated.
    func flatMap<T>(_ transform: (Element) throws -> [T]) rethrows -> [T] {
        var result: [T] = []
        var iterator = makeIterator()
        while let element = iterator.next() { result.append(contentsOf: try transform(element)) }
        return result
    }

    /// `nextPartialResult` applied to each element in turn, from `initialResult`.
    func reduce<Accumulated>(_ initialResult: Accumulated, _ nextPartialResult: (Accumulated, Element) throws -> Accumulated) rethrows -> Accumulated {
        var accumulator = initialResult
        var iterator = makeIterator()
        while let element = iterator.next() { accumulator = try nextPartialResult(accumulator, element) }
        return accumulator
    }

    /// `updateAccumulatingResult` applied to a copy of `initialResult` with each element in turn.
    func reduce<Accumulated>(into initialResult: Accumulated, _ updateAccumulatingResult: (inout Accumulated, Element) throws -> ()) rethrows -> Accumulated {
        var accumulator = initialResult
        var iterator = makeIterator()
        while let element = iterator.next() { try updateAccumulatingResult(&accumulator, element) }
        return accumulator
    }

    /// Calls `body` with each element in turn.
    func forEach(_ body: (Element) throws -> Void) rethrows {
        var iterator = makeIterator()
        while let element = iterator.next() { try body(element) }
    }

    /// The first element that satisfies `predicate`; no element after it is asked for.
    func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        var iterator = makeIterator()
        while let element = iterator.next() {
            if try predicate(element) { return element }
        }
        return nil
    }

    /// Whether some element satisfies `predicate`; no element after it is asked for.
    func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        var iterator = makeIterator()
        while let element = iterator.next() {
            if try predicate(element) { return true }
        }
        return false
    }

    /// Whether some element equals `element`.
    func contains(_ element: Element) -> Bool {
        var iterator = makeIterator()
        while let candidate = iterator.next() {
            if candidate == element { return true }
        }
        return false
    }

    /// Whether every element satisfies `predicate`; no element after one that fails is asked for.
    func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        var iterator = makeIterator()
        while let element = iterator.next() {
            if try !predicate(element) { return false }
        }
        return true
    }

    /// The smallest element by `areInIncreasingOrder`: the first of equal ones.
    func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
        var iterator = makeIterator()
        guard var result = iterator.next() else { return nil }
        while let element = iterator.next() {
            if try areInIncreasingOrder(element, result) { result = element }
        }
        return result
    }

    /// The largest element by `areInIncreasingOrder`: the last of equal ones.
    func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
        var iterator = makeIterator()
        guard var result = iterator.next() else { return nil }
        while let element = iterator.next() {
            if try areInIncreasingOrder(result, element) { result = element }
        }
        return result
    }

    /// The smallest element.
    func min() -> Element? { min { $0 < $1 } }

    /// The largest element.
    func max() -> Element? { max { $0 < $1 } }

    /// The elements, in an array: what `Array(sequence)` makes.
    func __coordlabArray() -> [Element] { map { $0 } }

    /// Each element with its offset, in an array (coordlab's `EnumeratedSequence`; a `for`
    /// loop over it asks for each element as it goes, as Swift's does).
    func enumerated() -> [(offset: Int, element: Element)] {
        var result: [(offset: Int, element: Element)] = []
        var iterator = makeIterator()
        while let element = iterator.next() { result.append((offset: result.count, element: element)) }
        return result
    }

    /// The elements before the first that fails `predicate`, in an array (declared before
    /// `prefix(_:)`, which a trailing closure would match too).
    func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element] {
        var result: [Element] = []
        var iterator = makeIterator()
        while let element = iterator.next(), try predicate(element) { result.append(element) }
        return result
    }

    /// The first `maxLength` elements, in an array (coordlab's `PrefixSequence`): no element
    /// after them is asked for.
    func prefix(_ maxLength: Int) -> [Element] {
        precondition(maxLength >= 0, "Can't take a prefix of negative length")
        var result: [Element] = []
        var iterator = makeIterator()
        while result.count < maxLength, let element = iterator.next() { result.append(element) }
        return result
    }

    /// The elements sorted by `areInIncreasingOrder`.
    func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        try __coordlabArray().sorted(by: areInIncreasingOrder)
    }

    /// The elements in increasing order.
    func sorted() -> [Element] { __coordlabArray().sorted() }

    /// The elements in reverse order, in an array (a sequence's `reversed()` is an array in Swift).
    func reversed() -> [Element] { __coordlabArray().reversed() }

    /// All but the last `k` elements, in an array: the last `k` seen wait in a ring, as in
    /// the standard library, so an element is released when it leaves the ring.
    func dropLast(_ k: Int = 1) -> [Element] {
        precondition(k >= 0, "Can't drop a negative number of elements from a sequence")
        if k == 0 { return __coordlabArray() }
        var result: [Element] = []
        var ring: [Element] = []
        var i = 0
        var iterator = makeIterator()
        while let element = iterator.next() {
            if ring.count < k {
                ring.append(element)
            } else {
                result.append(ring[i])
                ring[i] = element
                i = (i + 1) % k
            }
        }
        return result
    }

    /// The last `maxLength` elements, in an array, kept in a ring as the standard library keeps them.
    func suffix(_ maxLength: Int) -> [Element] {
        precondition(maxLength >= 0, "Can't take a suffix of negative length from a sequence")
        if maxLength == 0 { return [] }
        var ring: [Element] = []
        var i = 0
        var iterator = makeIterator()
        while let element = iterator.next() {
            if ring.count < maxLength {
                ring.append(element)
            } else {
                ring[i] = element
                i = (i + 1) % maxLength
            }
        }
        if i == 0 { return ring }
        return Array(ring[i..<ring.count]) + Array(ring[0..<i])
    }

    /// The elements (strings) joined with `separator` between them.
    func joined(separator: String = "") -> String { __coordlabArray().joined(separator: separator) }
}
