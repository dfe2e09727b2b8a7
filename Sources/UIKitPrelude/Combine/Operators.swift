// The operators MVVM code chains between a publisher and its sink. Each returns an
// AnyPublisher that, when subscribed, subscribes upstream with a subscriber of its own
// that holds the operator's closure and the downstream subscriber.

extension Publisher {
    /// Each value, transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher<T, Failure> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { downstream.receiveValue(transform($0)) },
                completion: downstream.receiveCompletion))
        }
    }

    /// The values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { if isIncluded($0) { downstream.receiveValue($0) } },
                completion: downstream.receiveCompletion))
        }
    }

    /// The values `transform` turns into something other than nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher<T, Failure> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { if let t = transform($0) { downstream.receiveValue(t) } },
                completion: downstream.receiveCompletion))
        }
    }

    /// Each value delivered later on `scheduler` (on the main queue: once the run loop
    /// runs, as `DispatchQueue.main.async` would).
    public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { value in scheduler.schedule { downstream.receiveValue(value) } },
                completion: { completion in scheduler.schedule { downstream.receiveCompletion(completion) } }))
        }
    }

    /// The same values, behind a type that says only what they are.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { self.receive(subscriber: $0) }
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            var last: Output?
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: { value in
                    if let previous = last, previous == value { return }
                    last = value
                    downstream.receiveValue(value)
                },
                completion: downstream.receiveCompletion))
        }
    }
}
