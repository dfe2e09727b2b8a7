// combineLatest: pairs of the latest values of two publishers, once each has sent one. One
// subscription holds the subscriber below and the subscriptions to both publishers, and
// cancelling it cancels both, as Combine's does.

extension Publisher {
    /// The latest value of each, paired, every time either sends once both have sent.
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
        where Other.Failure == Failure {
        AnyPublisher<(Output, Other.Output), Failure> { downstream in
            let pairing = LatestPair<Output, Other.Output, Failure>(downstream)
            downstream.receiveSubscription(pairing)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { pairing.upstreams.append($0) },
                value: { pairing.receiveFirst($0) },
                completion: { pairing.receive($0) }))
            other.receive(subscriber: Subscriber<Other.Output, Failure>(
                subscription: { pairing.upstreams.append($0) },
                value: { pairing.receiveSecond($0) },
                completion: { pairing.receive($0) }))
        }
    }
}

/// The subscription `combineLatest` gives its subscriber: the latest value of each side.
final class LatestPair<First, Second, Failure: Error>: Cancellable {
    private var downstream: Subscriber<(First, Second), Failure>?
    var upstreams: [Cancellable] = []
    private var first: First?
    private var second: Second?
    private var finished = 0

    init(_ downstream: Subscriber<(First, Second), Failure>) {
        self.downstream = downstream
    }

    func receiveFirst(_ value: First) {
        first = value
        send()
    }

    func receiveSecond(_ value: Second) {
        second = value
        send()
    }

    private func send() {
        guard let a = first, let b = second else { return }
        downstream?.receiveValue((a, b))
    }

    /// Finishes when both sides have; fails when either does.
    func receive(_ completion: Subscribers.Completion<Failure>) {
        if case .finished = completion {
            finished += 1
            if finished < 2 { return }
        }
        let d = downstream
        downstream = nil
        let others = upstreams
        upstreams = []
        for upstream in others { upstream.cancel() }
        d?.receiveCompletion(completion)
    }

    func cancel() {
        downstream = nil
        let others = upstreams
        upstreams = []
        for upstream in others { upstream.cancel() }
    }
}
