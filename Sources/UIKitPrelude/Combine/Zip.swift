// zip: the values of two publishers paired in order, the first of each, then the second of
// each, … (one subscription for both: see TwoUpstreams). It finishes once a side that has
// finished has no value left to pair; the end goes below before both sides are cancelled.

extension Publisher {
    /// Pairs of values, one from each, in the order they were sent.
    public func zip<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
        where Other.Failure == Failure {
        AnyPublisher<(Output, Other.Output), Failure> { downstream in
            let zipping = Zipping<Output, Other.Output, Failure>(downstream)
            downstream.receiveSubscription(zipping)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { zipping.upstreams.append($0) },
                value: { zipping.receiveFirst($0) },
                completion: { zipping.receive($0, first: true) }))
            other.receive(subscriber: Subscriber<Other.Output, Failure>(
                subscription: { zipping.upstreams.append($0) },
                value: { zipping.receiveSecond($0) },
                completion: { zipping.receive($0, first: false) }))
        }
    }
}

extension Publisher {
    /// `transform` of each pair of values, one from each, in the order they were sent.
    public func zip<Other: Publisher, T>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> T)
        -> AnyPublisher<T, Failure> where Other.Failure == Failure {
        zip(other).map(transform)
    }
}

/// The subscription `zip` gives its subscriber: the values of each side not paired yet.
public final class Zipping<First, Second, Failure: Error>: TwoUpstreams<(First, Second), Failure> {
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var firstFinished = false
    private var secondFinished = false

    func receiveFirst(_ value: First) {
        firsts.append(value)
        pair()
    }

    func receiveSecond(_ value: Second) {
        seconds.append(value)
        pair()
    }

    /// A side finished or failed: a failure ends it at once, a finish once nothing that
    /// side sent is left to pair.
    func receive(_ completion: Subscribers.Completion<Failure>, first: Bool) {
        if case .finished = completion {
            if first { firstFinished = true } else { secondFinished = true }
            endIfNoMorePairs()
            return
        }
        let d = downstream
        d?.receiveCompletion(completion)
        cancel()
    }

    private func pair() {
        guard !firsts.isEmpty, !seconds.isEmpty else { return }
        downstream?.receiveValue((firsts.removeFirst(), seconds.removeFirst()))
        endIfNoMorePairs()
    }

    private func endIfNoMorePairs() {
        guard (firstFinished && firsts.isEmpty) || (secondFinished && seconds.isEmpty) else { return }
        let d = downstream
        d?.receiveCompletion(.finished)
        cancel()
    }
}
