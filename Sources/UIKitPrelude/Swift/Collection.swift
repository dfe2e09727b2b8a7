// Swift's Collection methods, for a program's own collections
// ==========================================================
//
// A program's type that conforms to `Collection` (`struct Shelf: Collection` with
// `startIndex`, `endIndex`, `subscript(position:)` and `index(after:)`) conforms to
// `__CoordlabCollection` too, and finds here what the standard library's `Collection` gives
// it: an iterator that walks its indices (Swift's `IndexingIterator<Self>`), `count`,
// `isEmpty`, `first`, `indices` and `firstIndex`, each asking the program's own members as
// Swift does. Sequence's methods come from `Swift/Sequence.swift`. coordlab loads this file
// before the UIKit stand-ins; `coordlab prelude` does not print it.

protocol __CoordlabCollection: __CoordlabSequence {
    associatedtype Index
    var startIndex: Index { get }
    var endIndex: Index { get }
    subscript(position: Index) -> Element { get }
    func index(after i: Index) -> Index
}

/// A collection's iterator: each `next()` reads the element at its index and moves it on.
struct __CoordlabIndexingIterator<Elements>: __CoordlabIterator {
    let __elements: Elements
    var __position: Any

    init(__elements: Elements) {
        self.__elements = __elements
        __position = __elements.startIndex
    }

    /// The element at the iterator's index, or nil at the end.
    mutating func next() -> Any? {
        if __position == __elements.endIndex { return nil }
        let element = __elements[__position]
        __position = __elements.index(after: __position)
        return element
    }
}

/// A collection's indices: the start and end read once, each next index asked of the
/// collection as a loop moves on.
struct DefaultIndices<Elements>: Sequence, IteratorProtocol {
    let __elements: Elements
    var __position: Any
    let __end: Any

    init(__elements: Elements) {
        self.__elements = __elements
        __position = __elements.startIndex
        __end = __elements.endIndex
    }

    /// The next index, or nil at the end.
    mutating func next() -> Any? {
        if __position == __end { return nil }
        let current = __position
        __position = __elements.index(after: __position)
        return current
    }
}

extension __CoordlabCollection {
    /// An iterator over the elements, by index.
    func makeIterator() -> __CoordlabIndexingIterator<Self> { __CoordlabIndexingIterator(__elements: self) }

    /// Whether the collection has no elements: its start is its end.
    var isEmpty: Bool { startIndex == endIndex }

    /// The number of elements, counted by walking from the start to the end read once.
    var count: Int {
        var i = startIndex
        let end = endIndex
        var n = 0
        while i != end {
            n += 1
            i = index(after: i)
        }
        return n
    }

    /// The first element, or nil when empty.
    var first: Element? {
        let start = startIndex
        if start == endIndex { return nil }
        return self[start]
    }

    /// The valid indices, each made as a loop asks for it (Swift's `DefaultIndices`).
    var indices: DefaultIndices<Self> { DefaultIndices(__elements: self) }

    /// The elements transformed, in order: counted first, then read by index.
    func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        let n = count
        if n == 0 { return [] }
        var result: [T] = []
        var i = startIndex
        for _ in 0..<n {
            result.append(try transform(self[i]))
            i = index(after: i)
        }
        _ = endIndex
        return result
    }

    /// The elements, in an array (what `Array(collection)` makes): counted first, then iterated.
    func __coordlabArray() -> [Element] {
        if count == 0 { return [] }
        var result: [Element] = []
        var iterator = makeIterator()
        while let element = iterator.next() { result.append(element) }
        return result
    }

    /// The elements sorted by `areInIncreasingOrder`, copied as `Array(collection)` copies them.
    func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        try __coordlabArray().sorted(by: areInIncreasingOrder)
    }

    /// The elements in increasing order, copied as `Array(collection)` copies them.
    func sorted() -> [Element] { __coordlabArray().sorted() }

    /// The elements in reverse order, copied as `Array(collection)` copies them (a forward
    /// collection's `reversed()` is an array in Swift).
    func reversed() -> [Element] { __coordlabArray().reversed() }

    /// The index of the first element that satisfies `predicate`.
    func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
        var i = startIndex
        while i != endIndex {
            if try predicate(self[i]) { return i }
            i = index(after: i)
        }
        return nil
    }

    /// The index of the first element equal to `element`.
    func firstIndex(of element: Element) -> Index? {
        var i = startIndex
        while i != endIndex {
            if self[i] == element { return i }
            i = index(after: i)
        }
        return nil
    }
}

protocol __CoordlabBidirectionalCollection: __CoordlabCollection {
    var startIndex: Index { get }
    var endIndex: Index { get }
    subscript(position: Index) -> Element { get }
    func index(before i: Index) -> Index
}

extension __CoordlabBidirectionalCollection {
    /// The last element, or nil when empty.
    var last: Element? {
        let end = endIndex
        if startIndex == end { return nil }
        return self[index(before: end)]
    }

    /// The index of the last element that satisfies `predicate`, searching from the end.
    func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
        var i = endIndex
        let start = startIndex
        while i != start {
            i = index(before: i)
            if try predicate(self[i]) { return i }
        }
        return nil
    }

    /// The index of the last element equal to `element`.
    func lastIndex(of element: Element) -> Index? { lastIndex { $0 == element } }
}
