// Swift's sequence(first:next:) and sequence(state:next:), for coordlab
// ====================================================================
//
// The standard library's unfolded sequences: each element is made from the one before
// (or from a state) when the loop asks for it, until the closure gives nil. coordlab loads
// this file before the UIKit stand-ins; `coordlab prelude` does not print it, because
// swiftc has the real ones.

/// The elements a closure makes from a state it updates, until it gives nil.
struct UnfoldSequence<Element, State>: Sequence, IteratorProtocol {
    var __state: State
    let __next: (inout State) -> Element?
    var __done = false

    init(__state: State, __next: @escaping (inout State) -> Element?) {
        self.__state = __state
        self.__next = __next
    }

    /// The closure's next element; nil from the first nil on.
    mutating func next() -> Element? {
        if __done { return nil }
        var state = __state
        let made = __next(&state)
        __state = state
        if let element = made { return element }
        __done = true
        return nil
    }
}

/// `first`, then what a closure makes of each element in turn, until it gives nil
/// (Swift's `UnfoldFirstSequence`).
struct UnfoldFirstSequence<Element>: Sequence, IteratorProtocol {
    var __last: Element?
    var __isFirst = true
    let __makeNext: (Element) -> Element?

    init(__first: Element?, __makeNext: @escaping (Element) -> Element?) {
        __last = __first
        self.__makeNext = __makeNext
    }

    /// `first`, then the closure's next element; nil from the first nil on.
    mutating func next() -> Element? {
        if __isFirst {
            __isFirst = false
            return __last
        }
        guard let last = __last else { return nil }
        __last = __makeNext(last)
        return __last
    }
}

/// `first`, then what `next` makes of each element in turn, until it gives nil.
func sequence<T>(first: T?, next: @escaping (T) -> T?) -> UnfoldFirstSequence<T> {
    UnfoldFirstSequence(__first: first, __makeNext: next)
}

/// What `next` gives, updating `state`, until it gives nil.
func sequence<T, State>(state: State, next: @escaping (inout State) -> T?) -> UnfoldSequence<T, State> {
    UnfoldSequence(__state: state, __next: next)
}
