// merge(with:): the values of two publishers of the same kind, as they come (one
// subscription for both: see TwoUpstreams).

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

extension Publisher {
    /// The values of all three, in the order they are sent.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> AnyPublisher<Output, Failure>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        merge(with: b).merge(with: c)
    }
}

/// The subscription `merge(with:)` gives its subscriber.
public final class Merging<Output, Failure: Error>: TwoUpstreams<Output, Failure> {
    /// A subscriber for one of the merged publishers.
    func side() -> Subscriber<Output, Failure> {
        Subscriber<Output, Failure>(subscription: { self.upstreams.append($0) },
                                    value: { self.downstream?.receiveValue($0) },
                                    completion: { self.receive($0) })
    }
}
