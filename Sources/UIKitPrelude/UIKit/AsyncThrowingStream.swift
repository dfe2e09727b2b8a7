/// Swift's `AsyncThrowingStream`: an `AsyncStream` (see there) whose continuation may end
/// it with an error, `finish(throwing:)`, which `for try await` throws once the elements
/// yielded before it have been taken.
public struct AsyncThrowingStream<Element, Failure: Error>: AsyncSequence {
    /// What the program feeds the stream with.
    typealias Continuation = __AsyncThrowingStreamContinuation<Element>
    /// What `for try await` iterates with.
    typealias Iterator = __AsyncThrowingStreamIterator<Element>
    /// What the stream and its iterators share.
    let __context: __AsyncStreamContext<Element, __AsyncThrowingStreamTermination>

    /// The iterator `for try await` takes the elements with.
    public func makeAsyncIterator() -> __AsyncThrowingStreamIterator<Element> {
        return __AsyncThrowingStreamIterator(__context: __context)
    }
}

extension AsyncThrowingStream where Failure == Error {
    /// Makes a stream that keeps every element yielded, and runs `build` with its continuation at once.
    init(_ build: (__AsyncThrowingStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded, build)
    }

    /// `AsyncStream(Int.self) { … }`.
    init(_ elementType: Element.Type, _ build: (__AsyncThrowingStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded, build)
    }

    /// `AsyncStream(Int.self, bufferingPolicy: …) { … }`.
    init(_ elementType: Element.Type, bufferingPolicy limit: __AsyncStreamBufferingPolicy, _ build: (__AsyncThrowingStreamContinuation<Element>) -> Void) {
        self.init(bufferingPolicy: limit, build)
    }

    /// Makes a stream keeping elements as `limit` says, and runs `build` with its continuation at once.
    init(bufferingPolicy limit: __AsyncStreamBufferingPolicy, _ build: (__AsyncThrowingStreamContinuation<Element>) -> Void) {
        let storage = __AsyncStreamStorage<Element, __AsyncThrowingStreamTermination>(limit: limit.__limit, keepsNewest: limit.__keepsNewest,
                                                                                       cancelled: __AsyncThrowingStreamTermination.cancelled)
        __context = __AsyncStreamContext(storage: storage)
        build(__AsyncThrowingStreamContinuation(__storage: storage))
    }

    /// A stream and its continuation, for a program that feeds the stream from elsewhere.
    static func makeStream(of elementType: Element.Type) -> (stream: AsyncThrowingStream<Element, Error>, continuation: __AsyncThrowingStreamContinuation<Element>) {
        return makeStream(of: elementType, throwing: Error.self, bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded)
    }

    /// `makeStream(of:)` naming the error type.
    static func makeStream(of elementType: Element.Type, throwing failureType: Failure.Type) -> (stream: AsyncThrowingStream<Element, Error>, continuation: __AsyncThrowingStreamContinuation<Element>) {
        return makeStream(of: elementType, throwing: failureType, bufferingPolicy: __AsyncStreamBufferingPolicy.unbounded)
    }

    /// `makeStream(of:)` keeping elements as `limit` says.
    static func makeStream(of elementType: Element.Type, bufferingPolicy limit: __AsyncStreamBufferingPolicy) -> (stream: AsyncThrowingStream<Element, Error>, continuation: __AsyncThrowingStreamContinuation<Element>) {
        return makeStream(of: elementType, throwing: Error.self, bufferingPolicy: limit)
    }

    /// A stream keeping elements as `limit` says, and its continuation.
    static func makeStream(of elementType: Element.Type, throwing failureType: Failure.Type, bufferingPolicy limit: __AsyncStreamBufferingPolicy)
        -> (stream: AsyncThrowingStream<Element, Error>, continuation: __AsyncThrowingStreamContinuation<Element>) {
        var kept: [__AsyncThrowingStreamContinuation<Element>] = []
        let stream = AsyncThrowingStream<Element, Error>(bufferingPolicy: limit) { kept.append($0) }
        return (stream: stream, continuation: kept[0])
    }
}

/// `AsyncThrowingStream.Iterator`.
public struct __AsyncThrowingStreamIterator<Element>: AsyncIteratorProtocol {
    let __context: __AsyncStreamContext<Element, __AsyncThrowingStreamTermination>

    /// The next element, waiting while the stream goes on and has none; nil at its end,
    /// after throwing (once) the error it finished with.
    public mutating func next() async throws -> Element? {
        let storage = __context.__storage
        if let element = await storage.__next() {
            return element
        }
        if let error = storage.__error {
            storage.__error = nil
            throw error
        }
        return nil
    }
}

/// `AsyncThrowingStream.Continuation`: feeds the stream. Copies share the stream's storage.
public struct __AsyncThrowingStreamContinuation<Element> {
    typealias Termination = __AsyncThrowingStreamTermination
    typealias YieldResult = __AsyncStreamYieldResult<Element>
    typealias BufferingPolicy = __AsyncStreamBufferingPolicy
    let __storage: __AsyncStreamStorage<Element, __AsyncThrowingStreamTermination>

    /// Gives the stream `value`: to the task waiting for one, or to the buffer.
    @discardableResult
    func yield(_ value: Element) -> __AsyncStreamYieldResult<Element> {
        return __AsyncStreamYieldResult(__storage.__yield(value))
    }

    /// Ends the stream, with `error` when given: a waiting task gets the end (or the
    /// error) once the buffer is empty.
    func finish(throwing error: Error? = nil) {
        __storage.__finish(__AsyncThrowingStreamTermination.finished(error), error: error)
    }

    /// Called once when the stream finishes or is cancelled.
    var onTermination: ((__AsyncThrowingStreamTermination) -> Void)? {
        get {
            return __storage.__onTermination
        }
        nonmutating set {
            __storage.__onTermination = newValue
        }
    }
}

/// `AsyncThrowingStream.Continuation.Termination`: how the stream ended.
public enum __AsyncThrowingStreamTermination {
    case finished(Error?)
    case cancelled
}
