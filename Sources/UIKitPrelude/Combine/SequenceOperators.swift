// Operators that pick or fold values: dropFirst, first, scan, prepend and append.

extension Publisher {
    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            var left = count
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { value in
                    if left > 0 {
                        left -= 1
                    } else {
                        downstream.receiveValue(value)
                    }
                },
                completion: downstream.receiveCompletion))
        }
    }

    /// The first value, then the end: the subscription upstream is cancelled first.
    public func first() -> AnyPublisher<Output, Failure> {
        first { _ in true }
    }

    /// The first value `predicate` accepts, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let relay = Relay<Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { value in
                    if relay.ended || !predicate(value) { return }
                    relay.end()?.cancel()
                    downstream.receiveValue(value)
                    downstream.receiveCompletion(.finished)
                },
                completion: { relay.finish($0) }))
        }
    }

    /// Each value folded into an accumulated result, starting from `initialResult`.
    public func scan<Result>(_ initialResult: Result,
                             _ nextPartialResult: @escaping (Result, Output) -> Result) -> AnyPublisher<Result, Failure> {
        AnyPublisher<Result, Failure> { downstream in
            var accumulated = initialResult
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { value in
                    accumulated = nextPartialResult(accumulated, value)
                    downstream.receiveValue(accumulated)
                },
                completion: downstream.receiveCompletion))
        }
    }

    /// `elements` first, then the publisher's values (it is subscribed once they are sent).
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let relay = Relay<Output, Failure>(downstream)
            relay.start(AnyCancellable {})
            for element in elements {
                if relay.ended { return }
                downstream.receiveValue(element)
            }
            if relay.ended { return }
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.follow($0) },
                value: { downstream.receiveValue($0) },
                completion: { relay.finish($0) }))
        }
    }

    /// The publisher's values, then `elements` once it finishes (a failure ends it without them).
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let relay = Relay<Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { if !relay.ended { downstream.receiveValue($0) } },
                completion: { completion in
                    guard case .finished = completion, !relay.ended else {
                        relay.finish(completion)
                        return
                    }
                    relay.follow(AnyCancellable {})
                    for element in elements {
                        if relay.ended { return }
                        downstream.receiveValue(element)
                    }
                    relay.finish(.finished)
                }))
        }
    }
}
