// Operators on a publisher's failure: setFailureType, mapError, replaceError, catch, and
// tryMap, whose closure may throw (a throw cancels upstream and fails downstream).

extension Publisher where Failure == Never {
    /// The same values, as a publisher that could fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher<Output, E> { downstream in
            self.receive(subscriber: Subscriber<Output, Never>(
                subscription: downstream.receiveSubscription,
                value: downstream.receiveValue,
                completion: { _ in downstream.receiveCompletion(.finished) }))
        }
    }
}

extension Publisher {
    /// The same values; a failure turned into another error by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher<Output, E> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: downstream.receiveValue,
                completion: { completion in
                    switch completion {
                    case .finished: downstream.receiveCompletion(.finished)
                    case .failure(let error):
                        let failed: Subscribers.Completion<E> = .failure(transform(error))
                        downstream.receiveCompletion(failed)
                    }
                }))
        }
    }

    /// The same values; a failure becomes `output`, then the end.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher<Output, Never> { downstream in
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: downstream.receiveSubscription,
                value: downstream.receiveValue,
                completion: { completion in
                    if case .failure = completion { downstream.receiveValue(output) }
                    downstream.receiveCompletion(.finished)
                }))
        }
    }

    /// The same values; on a failure, the values of the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
        where P.Output == Output {
        AnyPublisher<Output, P.Failure> { downstream in
            let relay = Relay<Output, P.Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { downstream.receiveValue($0) },
                completion: { completion in
                    switch completion {
                    case .finished:
                        relay.finish(.finished)
                    case .failure(let error):
                        if relay.ended { return }
                        handler(error).receive(subscriber: Subscriber<Output, P.Failure>(
                            subscription: { relay.follow($0) },
                            value: { downstream.receiveValue($0) },
                            completion: { relay.finish($0) }))
                    }
                }))
        }
    }

    /// Each value transformed by a closure that may throw: a throw cancels the
    /// subscription upstream and fails with the error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        AnyPublisher<T, Error> { downstream in
            let relay = Relay<T, Error>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { value in
                    if relay.ended { return }
                    do {
                        downstream.receiveValue(try transform(value))
                    } catch {
                        let failed: Subscribers.Completion<Error> = .failure(error)
                        relay.cut(failed)
                    }
                },
                completion: { completion in
                    switch completion {
                    case .finished: relay.finish(.finished)
                    case .failure(let error):
                        let failed: Subscribers.Completion<Error> = .failure(error)
                        relay.finish(failed)
                    }
                }))
        }
    }
}
