// `sink` and `assign(to:on:)`: the subscribers MVVM code makes. A sink holds its closures,
// and its subscription holds the sink, until the subscription is cancelled (by the
// AnyCancellable it returned, when that is cancelled or released) or the publisher
// finishes: a closure that captures `self` strongly, whose token `self` stores, is a cycle.

extension Subscribers {
    /// A subscriber that calls closures: what `sink` makes.
    public final class Sink<Input, Failure: Error>: Cancellable {
        private var receiveValue: ((Input) -> Void)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        private var subscription: Cancellable?

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }

        /// The sink as a publisher's subscriber.
        func subscriber() -> Subscriber<Input, Failure> {
            Subscriber<Input, Failure>(subscription: { self.subscription = $0 },
                                       value: { self.receiveValue?($0) },
                                       completion: { self.complete($0) })
        }

        /// The publisher finished: the value closure goes first, the completion closure
        /// after it has run.
        private func complete(_ completion: Subscribers.Completion<Failure>) {
            let last = receiveCompletion
            receiveCompletion = nil
            receiveValue = nil
            subscription = nil
            last?(completion)
        }

        /// Drops the closures, then cancels the subscription.
        public func cancel() {
            guard let s = subscription else { return }
            subscription = nil
            withExtendedLifetime((receiveValue, receiveCompletion)) {
                receiveValue = nil
                receiveCompletion = nil
            }
            s.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and for the completion.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink.subscriber())
        return AnyCancellable { sink.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `object`'s property: the subscription holds `object` strongly
    /// until it is cancelled (a view model assigning to itself is a cycle).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { value in object[keyPath: keyPath] = value }
    }
}
