// combineLatest: pairs of the latest values of two publishers, once each has sent one (one
// subscription for both: see TwoUpstreams).

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
final class LatestPair<First, Second, Failure: Error>: TwoUpstreams<(First, Second), Failure> {
    private var first: First?
    private var second: Second?

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
}
