// Swift's AnyIterator and IndexingIterator, for coordlab
// =====================================================
//
// The iterators a program's sequence most often returns from `makeIterator()`: one over a
// closure, and an array's. coordlab loads this file before the UIKit stand-ins; `coordlab
// prelude` does not print it, because swiftc has the real ones.

/// An iterator that gives what a closure gives, until it gives nil.
struct AnyIterator<Element>: __CoordlabIterator {
    let __body: () -> Element?

    /// An iterator whose `next()` calls `body`.
    init(_ body: @escaping () -> Element?) { __body = body }

    /// The closure's next element.
    func next() -> Element? { __body() }
}

/// An array's iterator: what `makeIterator()` of an array gives, its elements in order.
/// (The checker types its `next()` from the array type it is spelled with.)
struct IndexingIterator<Elements>: __CoordlabIterator {
    let __elements: [Any]
    var __position = 0

    init(__elements: [Any]) { self.__elements = __elements }

    /// The next element, or nil past the end.
    mutating func next() -> Any? {
        guard __position < __elements.count else { return nil }
        __position += 1
        return __elements[__position - 1]
    }
}

extension Array {
    /// An iterator over the elements.
    func makeIterator() -> IndexingIterator<[Element]> { IndexingIterator(__elements: self) }
}
