// handleEvents: closures that watch a subscription's events as they pass, without
// changing them. Its subscription holds the closures until it finishes or is cancelled,
// then lets them go before passing the end on (as Combine's does).

extension Publisher {
    /// Calls the closures given when the subscription starts, for each value, at the end,
    /// and when it is cancelled.
    public func handleEvents(receiveSubscription: ((Cancellable) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let tap = EventTap<Output, Failure>(downstream)
            tap.onSubscription = receiveSubscription
            tap.onOutput = receiveOutput
            tap.onCompletion = receiveCompletion
            tap.onCancel = receiveCancel
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { tap.start($0) },
                value: { tap.pass($0) },
                completion: { tap.finish($0) }))
        }
    }
}

/// The subscription `handleEvents` gives its subscriber; it lets go of the closures when
/// it ends, before passing the end on.
public final class EventTap<Output, Failure: Error>: Relay<Output, Failure> {
    var onSubscription: ((Cancellable) -> Void)?
    var onOutput: ((Output) -> Void)?
    var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    var onCancel: (() -> Void)?

    override func start(_ subscription: Cancellable) {
        onSubscription?(subscription)
        super.start(subscription)
    }

    func pass(_ value: Output) {
        onOutput?(value)
        downstream.receiveValue(value)
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        onCompletion?(completion)
        dropClosures()
        super.finish(completion)
    }

    public override func cancel() {
        onCancel?()
        if ended { return }
        dropClosures()
        super.cancel()
    }

    private func dropClosures() {
        onSubscription = nil
        onOutput = nil
        onCompletion = nil
        onCancel = nil
    }
}
