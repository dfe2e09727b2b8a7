// merge(with:): the values of two publishers of the same kind, as they come. One
// subscription holds the subscriber below and both upstream subscriptions; it finishes when
// both have finished, fails when either fails, and cancelling it cancels both.

extension Publisher {
    /// The values of both, in the order they are sent.
    public func merge<Other: Publisher>(with other: Other) -> AnyPublisher<Output, Failure>
        where Other.Output == Output, Other.Failure == Failure {
        AnyPublisher<Output, Failure> { downstream in
            let merging = Merging<Output, Failure>(downstream)
            downstream.receiveSubscription(merging)
            self.receive(subscriber: merging.side())
            other.receive(subscriber: merging.side())
        }
    }
}

/// The subscription `merge(with:)` gives its subscriber.
final class Merging<Output, Failure: Error>: Cancellable {
    private var downstream: Subscriber<Output, Failure>?
    private var upstreams: [Cancellable] = []
    private var finished = 0

    init(_ downstream: Subscriber<Output, Failure>) {
        self.downstream = downstream
    }

    /// A subscriber for one of the merged publishers.
    func side() -> Subscriber<Output, Failure> {
        Subscriber<Output, Failure>(subscription: { self.upstreams.append($0) },
                                    value: { self.downstream?.receiveValue($0) },
                                    completion: { self.receive($0) })
    }

    /// Finishes when both sides have; fails when either does.
    private func receive(_ completion: Subscribers.Completion<Failure>) {
        if case .finished = completion {
            finished += 1
            if finished < 2 { return }
        }
        let d = downstream
        cancel()
        d?.receiveCompletion(completion)
    }

    func cancel() {
        downstream = nil
        let others = upstreams
        upstreams = []
        for upstream in others { upstream.cancel() }
    }
}
