// Combine's Publisher and its subscribers, kept to what MVVM code uses: a publisher
// delivers values to a subscriber until it finishes or the subscription is cancelled.
// Every operator here returns an AnyPublisher (Combine's return `Publishers.Map<Self, T>`
// and the like; code that names those types does not compile here).

/// Something that sends values of `Output` to its subscribers, and may finish with a `Failure`.
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches `subscriber`: the publisher hands it a subscription, then values.
    func receive(subscriber: Subscriber<Output, Failure>)
}

/// Combine's subscribers and completions.
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// The receiving end of a subscription: what a publisher calls, in order: once with the
/// subscription, then with each value, then at most once with a completion.
public final class Subscriber<Input, Failure: Error> {
    let receiveSubscription: (Cancellable) -> Void
    let receiveValue: (Input) -> Void
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init(subscription: @escaping (Cancellable) -> Void, value: @escaping (Input) -> Void,
         completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        receiveSubscription = subscription
        receiveValue = value
        receiveCompletion = completion
    }
}

/// A publisher whose type says only what it sends: every operator's result.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (Subscriber<Output, Failure>) -> Void

    init(_ attach: @escaping (Subscriber<Output, Failure>) -> Void) {
        self.attach = attach
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        attach(subscriber)
    }
}

/// A publisher that sends one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive(subscriber: Subscriber<Output, Never>) {
        subscriber.receiveSubscription(AnyCancellable {})
        subscriber.receiveValue(output)
        subscriber.receiveCompletion(.finished)
    }
}
