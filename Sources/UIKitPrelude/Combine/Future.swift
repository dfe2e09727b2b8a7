// Future: a publisher that runs its closure at once and publishes the one result the
// closure's promise is given, to every subscriber, now or later (as Combine's does: the
// future holds the result, and the promise holds the future).

/// A publisher of one result, produced once by a closure run when the future is made.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var waiting: [FutureConduit<Output, Failure>] = []
    private var result: Result<Output, Failure>?

    /// Runs `attemptToFulfill` now; its promise holds the future until the closure lets it go.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill({ result in self.fulfil(result) })
    }

    /// Keeps the first result and sends it to the subscribers waiting for it.
    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let conduits = waiting
        waiting = []
        for conduit in conduits { conduit.fulfil(result) }
    }

    func remove(_ conduit: FutureConduit<Output, Failure>) {
        waiting.removeAll { $0 === conduit }
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        let conduit = FutureConduit<Output, Failure>(parent: self, downstream: subscriber)
        if let result {
            subscriber.receiveSubscription(conduit)
            conduit.fulfil(result)
        } else {
            waiting.append(conduit)
            subscriber.receiveSubscription(conduit)
        }
    }
}

/// One subscriber's subscription to a future: it holds the future until the result is
/// delivered or it is cancelled.
public final class FutureConduit<Output, Failure: Error>: Cancellable {
    private var parent: Future<Output, Failure>?
    private var downstream: Subscriber<Output, Failure>?

    init(parent: Future<Output, Failure>, downstream: Subscriber<Output, Failure>) {
        self.parent = parent
        self.downstream = downstream
    }

    /// Delivers the value and the end (or the failure), then lets go of the future.
    func fulfil(_ result: Result<Output, Failure>) {
        guard let d = downstream else { return }
        downstream = nil
        switch result {
        case .success(let value):
            d.receiveValue(value)
            d.receiveCompletion(.finished)
        case .failure(let error):
            let failed: Subscribers.Completion<Failure> = .failure(error)
            d.receiveCompletion(failed)
        }
        let p = parent
        parent = nil
        p?.remove(self)
    }

    public func cancel() {
        guard downstream != nil else { return }
        downstream = nil
        let p = parent
        parent = nil
        p?.remove(self)
    }
}
