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

extension Publisher {
    /// `transform` of the latest value of each, every time either sends once both have sent.
    public func combineLatest<Other: Publisher, T>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> T)
        -> AnyPublisher<T, Failure> where Other.Failure == Failure {
        combineLatest(other).map(transform)
    }

    /// The latest value of each of three, every time one sends once all have sent.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C)
        -> AnyPublisher<(Output, B.Output, C.Output), Failure> where B.Failure == Failure, C.Failure == Failure {
        combineLatest(b).combineLatest(c).map { pair, last in (pair.0, pair.1, last) }
    }
}

/// The subscription `combineLatest` gives its subscriber: the latest value of each side.
public final class LatestPair<First, Second, Failure: Error>: TwoUpstreams<(First, Second), Failure> {
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
