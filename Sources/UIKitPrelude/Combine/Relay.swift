// What operators that stand between their subscriber and the publisher above share (first,
// tryMap, catch, handleEvents, …): they are the subscription their subscriber holds, hold
// the upstream subscription until they end or are cancelled, and hold the subscriber below
// as long as they live (as Combine's operators do).

/// An operator's subscription: the upstream one it holds, and the subscriber below.
public class Relay<Output, Failure: Error>: Cancellable {
    let downstream: Subscriber<Output, Failure>
    private(set) var upstream: Cancellable?
    /// Whether it has ended (finished, failed or been cancelled): nothing passes after.
    private(set) var ended = false

    init(_ downstream: Subscriber<Output, Failure>) {
        self.downstream = downstream
    }

    /// Holds the upstream subscription and hands itself to the subscriber below.
    func start(_ subscription: Cancellable) {
        upstream = subscription
        downstream.receiveSubscription(self)
    }

    /// Holds `subscription` in place of the one before (a `catch` that moved on to the
    /// publisher its handler made; `prepend` once its elements are sent).
    func follow(_ subscription: Cancellable) {
        upstream = subscription
    }

    /// Ends and lets go of the upstream subscription, which it returns.
    func end() -> Cancellable? {
        ended = true
        let u = upstream
        upstream = nil
        return u
    }

    /// Ends, cancelling upstream, then sends `completion` below.
    func cut(_ completion: Subscribers.Completion<Failure>) {
        end()?.cancel()
        downstream.receiveCompletion(completion)
    }

    /// Passes the end from upstream below, unless it has ended already.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        if ended { return }
        _ = end()
        downstream.receiveCompletion(completion)
    }

    public func cancel() {
        if ended { return }
        end()?.cancel()
    }
}
