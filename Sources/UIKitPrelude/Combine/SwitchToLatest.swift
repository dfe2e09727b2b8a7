// switchToLatest: from a publisher of publishers, the values of the newest one only (a
// search field's text mapped to a request for each: a new text cancels the request
// before). As Combine's (OpenCombine's): its subscription holds upstream's and the newest
// inner publisher's; it finishes when upstream and the newest inner publisher have, and
// fails when either fails, cancelling the other.

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the newest publisher upstream sent; each new one cancels the one before.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        AnyPublisher<Output.Output, Failure> { downstream in
            let switching = Switching<Output.Output, Failure>(downstream)
            downstream.receiveSubscription(switching)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { switching.start($0) },
                value: { switching.add($0) },
                completion: { switching.finishOuter($0) }))
        }
    }
}

/// The subscription `switchToLatest` gives its subscriber.
public final class Switching<Output, Failure: Error>: Cancellable {
    private let downstream: Subscriber<Output, Failure>
    private var outer: Cancellable?
    /// The newest inner publisher's subscription, once it has one and until it ends.
    private var inner: Cancellable?
    /// The number of the newest inner publisher: what older ones send is ignored.
    private var newest = 0
    private var awaitingInner = false
    private var cancelled = false
    private var outerFinished = false
    private var sentCompletion = false

    init(_ downstream: Subscriber<Output, Failure>) {
        self.downstream = downstream
    }

    /// Upstream's subscription, held until upstream ends or this is cancelled.
    func start(_ subscription: Cancellable) {
        if outer != nil || cancelled {
            subscription.cancel()
            return
        }
        outer = subscription
    }

    /// Cancels the inner publisher before, then subscribes to `publisher`.
    func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if cancelled || outerFinished { return }
        if let before = takeInner() {
            before.cancel()
        }
        newest += 1
        let number = newest
        awaitingInner = true
        publisher.receive(subscriber: Subscriber<Output, Failure>(
            subscription: { self.startInner($0, number: number) },
            value: { if number == self.newest && !self.cancelled { self.downstream.receiveValue($0) } },
            completion: { self.finishInner($0, number: number) }))
    }

    /// Upstream's end: the end below once the newest inner publisher has finished too; a
    /// failure at once, cancelling the inner publisher.
    func finishOuter(_ completion: Subscribers.Completion<Failure>) {
        outer = nil
        outerFinished = true
        if cancelled { return }
        switch completion {
        case .finished:
            if awaitingInner || inner != nil { return }
            sentCompletion = true
            downstream.receiveCompletion(completion)
        case .failure:
            let current = takeInner()
            sentCompletion = true
            current?.cancel()
            downstream.receiveCompletion(completion)
        }
    }

    private func startInner(_ subscription: Cancellable, number: Int) {
        if number != newest || cancelled || inner != nil {
            subscription.cancel()
            return
        }
        inner = subscription
        awaitingInner = false
    }

    /// The newest inner publisher's end: the end below when upstream has finished; a
    /// failure at once, cancelling upstream.
    private func finishInner(_ completion: Subscribers.Completion<Failure>, number: Int) {
        if number != newest || cancelled { return }
        inner = nil
        switch completion {
        case .finished:
            if sentCompletion || !outerFinished { return }
            sentCompletion = true
            downstream.receiveCompletion(completion)
        case .failure:
            if sentCompletion { return }
            cancelled = true
            let upstream = outer
            outer = nil
            sentCompletion = true
            upstream?.cancel()
            downstream.receiveCompletion(completion)
        }
    }

    /// The inner subscription, which it lets go of.
    private func takeInner() -> Cancellable? {
        let current = inner
        inner = nil
        return current
    }

    public func cancel() {
        cancelled = true
        let current = takeInner()
        let upstream = outer
        outer = nil
        current?.cancel()
        upstream?.cancel()
    }
}
