// flatMap: each value turned into a publisher whose values are all passed on (a view
// model's search text into a request for each). Its subscription holds the one upstream
// and each inner publisher's subscription until that one finishes; it finishes when
// upstream and every inner publisher have, and fails when any fails.

extension Publisher {
    /// The values of the publishers `transform` makes, one for each value, as they come.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
        where P.Failure == Failure {
        AnyPublisher<P.Output, Failure> { downstream in
            let flattening = Flattening<P.Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { flattening.start($0) },
                value: { value in
                    if !flattening.done { flattening.add(transform(value)) }
                },
                completion: { flattening.receiveOuter($0) }))
        }
    }
}

/// The subscription `flatMap` gives its subscriber. A failure of an inner publisher
/// cancels the other inner ones, not upstream (as OpenCombine's does): values from
/// upstream are ignored after it.
public final class Flattening<Output, Failure: Error>: Relay<Output, Failure> {
    /// Each inner publisher's subscription, with its number, in the order they came.
    private var inner: [(number: Int, subscription: Cancellable)] = []
    private var made = 0
    private var unfinished = 0
    private var outerFinished = false
    /// Whether the subscriber below has its end, or cancelled.
    private(set) var done = false

    /// Subscribes to one inner publisher.
    func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        made += 1
        unfinished += 1
        let number = made
        publisher.receive(subscriber: Subscriber<Output, Failure>(
            subscription: { self.inner.append((number: number, subscription: $0)) },
            value: { if !self.done { self.downstream.receiveValue($0) } },
            completion: { self.receiveInner($0, number: number) }))
    }

    func receiveOuter(_ completion: Subscribers.Completion<Failure>) {
        _ = end()
        switch completion {
        case .finished:
            outerFinished = true
            finishIfDone()
        case .failure:
            if done { return }
            done = true
            for other in takeInner() { other.subscription.cancel() }
            downstream.receiveCompletion(completion)
        }
    }

    private func receiveInner(_ completion: Subscribers.Completion<Failure>, number: Int) {
        switch completion {
        case .finished:
            inner.removeAll { $0.number == number }
            unfinished -= 1
            finishIfDone()
        case .failure:
            if done { return }
            done = true
            for other in takeInner() where other.number != number { other.subscription.cancel() }
            downstream.receiveCompletion(completion)
        }
    }

    private func finishIfDone() {
        guard !done, outerFinished, unfinished == 0 else { return }
        done = true
        downstream.receiveCompletion(.finished)
    }

    private func takeInner() -> [(number: Int, subscription: Cancellable)] {
        let all = inner
        inner = []
        return all
    }

    public override func cancel() {
        if done { return }
        done = true
        for other in takeInner() { other.subscription.cancel() }
        end()?.cancel()
    }
}
