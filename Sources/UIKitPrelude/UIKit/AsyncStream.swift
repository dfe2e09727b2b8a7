/// Swift's `AsyncStream`, on the run loop as tasks are (see `Task`): the build closure
/// runs at once with the stream's continuation, which the program keeps to `yield`
/// elements later (from a task, an observer, a completion handler) and to `finish()`.
/// `for await element in stream` takes the elements in order, waiting while none is
/// there; a waiting task wakes on the next turn of the loop.
///
/// As in Swift, the continuation holds the stream's storage (the elements not yet taken,
/// the `onTermination` handler); the stream and its iterators hold it too, and when the
/// stream and every iterator are gone, `onTermination` is called with `.cancelled`.
public struct AsyncStream<Element>: AsyncSequence {
    /// What the program feeds the stream with.
    typealias Continuation = __AsyncStreamContinuation<Element>
    /// What `for await` iterates with.
    typealias Iterator = __AsyncStreamIterator<Element>
    /// What the stream and its iterators share.
    let __context: __AsyncStreamContext<Element, __AsyncStreamTermination>

    /// Makes a stream that keeps every element yielded, and runs `build` with its continuation at once.
    init(_ build: (__AsyncStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded, build)
    }

    /// `AsyncStream(Int.self) { … }`.
    init(_ elementType: Element.Type, _ build: (__AsyncStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded, build)
    }

    /// `AsyncStream(Int.self, bufferingPolicy: …) { … }`.
    init(_ elementType: Element.Type, bufferingPolicy limit: __AsyncStreamBufferingPolicy, _ build: (__AsyncStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: limit, build)
    }

    /// Makes a stream keeping elements as `limit` says, and runs `build` with its continuation at once.
    init(bufferingPolicy limit: __AsyncStreamBufferingPolicy, _ build: (__AsyncStreamContinuation<Element>) -> Void) {
        let storage = __AsyncStreamStorage<Element, __AsyncStreamTermination>(limit: limit.__limit, keepsNewest: limit.__keepsNewest,
                                                                               cancelled: __AsyncStreamTermination.cancelled)
        __context = __AsyncStreamContext(storage: storage)
        build(__AsyncStreamContinuation(__storage: storage))
    }

    /// A stream and its continuation, for a program that feeds the stream from elsewhere.
    static func makeStream(of elementType: Element.Type,)
        -> (stream: AsyncStream<Element>, continuation: __AsyncStreamContinuation<Element>) {
        return makeStream(of: elementType, bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded)
    }

    /// A stream keeping elements as `limit` says, and its continuation.
    static func makeStream(of elementType: Element.Type, bufferingPolicy limit: __AsyncStreamBufferingPolicy)
        -> (stream: AsyncStream<Element>, continuation: __AsyncStreamContinuation<Element>) {
        var kept: [__AsyncStreamContinuation<Element>] = []
        let stream = AsyncStream<Element>(bufferingPolicy: limit) { kept.append($0) }
        return (stream: stream, continuation: kept[0])
    }

    /// The iterator `for await` takes the elements with.
    public func makeAsyncIterator() -> __AsyncStreamIterator<Element> {
        return __AsyncStreamIterator(__context: __context)
    }
}

/// `AsyncStream.Iterator`.
public struct __AsyncStreamIterator<Element>: AsyncIteratorProtocol {
    let __context: __AsyncStreamContext<Element, __AsyncStreamTermination>

    /// The next element, waiting while the stream goes on and has none; nil at its end.
    public mutating func next() async -> Element? {
        return await __context.__storage.__next()
    }
}

/// `AsyncStream.Continuation`: feeds the stream. Copies share the stream's storage.
public struct __AsyncStreamContinuation<Element> {
    typealias Termination = __AsyncStreamTermination
    typealias YieldResult = __AsyncStreamYieldResult<Element>
    typealias BufferingPolicy = __AsyncStreamBufferingPolicy
    let __storage: __AsyncStreamStorage<Element, __AsyncStreamTermination>

    /// Gives the stream `value`: to the task waiting for one, or to the buffer.
    @discardableResult
    func yield(_ value: Element) -> __AsyncStreamYieldResult<Element> {
        return __AsyncStreamYieldResult(__storage.__yield(value))
    }

    /// Ends the stream: a waiting task gets nil once the buffer is empty.
    func finish() {
        __storage.__finish(__AsyncStreamTermination.finished, error: nil)
    }

    /// Called once when the stream finishes or is cancelled.
    var onTermination: ((__AsyncStreamTermination) -> Void)? {
        get {
            return __storage.__onTermination
        }
        nonmutating set {
            __storage.__onTermination = newValue
        }
    }
}

extension __AsyncStreamContinuation where Element == Void {
    /// `yield()` of a stream of `Void`.
    @discardableResult
    func yield() -> __AsyncStreamYieldResult<Element> {
        return yield(())
    }
}

/// `AsyncStream.Continuation.Termination`: how the stream ended.
public enum __AsyncStreamTermination {
    case finished
    case cancelled
}

/// `AsyncStream.Continuation.YieldResult`.
public enum __AsyncStreamYieldResult<Element> {
    case enqueued(remaining: Int)
    case dropped(Element)
    case terminated

    init(_ outcome: (remaining: Int?, dropped: [Element], terminated: Bool)) {
        if outcome.terminated {
            self = .terminated
        } else if let element = outcome.dropped.first {
            self = .dropped(element)
        } else {
            self = .enqueued(remaining: outcome.remaining ?? Int.max)
        }
    }
}

/// `AsyncStream.Continuation.BufferingPolicy`: how many elements the stream keeps while
/// no one takes them.
public enum __AsyncStreamBufferingPolicy {
    case unbounded
    case bufferingOldest(Int)
    case bufferingNewest(Int)

    /// How many it keeps, nil for all.
    var __limit: Int? {
        switch self {
        case .unbounded: return nil
        case .bufferingOldest(let n): return n
        case .bufferingNewest(let n): return n
        }
    }

    /// Whether a full buffer drops its oldest element for a new one.
    var __keepsNewest: Bool {
        if case .bufferingNewest = self {
            return true
        }
        return false
    }
}
