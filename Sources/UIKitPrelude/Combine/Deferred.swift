// Deferred, Empty and Fail: publishers that need no upstream. Deferred makes its
// publisher only when someone subscribes (a `Future` inside it runs once per subscriber).

/// A publisher made anew, by a closure, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher; held as long as the Deferred value is.
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A publisher that sends nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        subscriber.receiveSubscription(AnyCancellable {})
        if completeImmediately { subscriber.receiveCompletion(.finished) }
    }
}

/// A publisher that fails at once with `error`.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    /// A failing publisher whose output type is named by a value (`String.self`).
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        subscriber.receiveSubscription(AnyCancellable {})
        let failed: Subscribers.Completion<Failure> = .failure(error)
        subscriber.receiveCompletion(failed)
    }
}
