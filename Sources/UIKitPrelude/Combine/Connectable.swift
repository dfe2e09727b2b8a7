// Connectable publishers: ones that start sending only when connected (`connect()`), such
// as `Timer.publish(every:on:in:)` and `multicast`. `autoconnect()` connects when the first
// subscriber arrives and cancels the connection when the last one cancels. As Combine's
// (OpenCombine's `Publishers.Autoconnect` is the reference): each subscription holds the
// autoconnect publisher, which holds upstream and the connection while anyone subscribes.

/// A publisher that sends nothing until `connect()` is called.
public protocol ConnectablePublisher: Publisher {
    /// Starts sending; cancelling what it returns stops.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber subscribes; disconnects when the last cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect<Self>(upstream: self)
    }
}

extension Publishers {
    /// What `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The connection, and how many subscribers share it, while connected.
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes `downstream` upstream, then connects if nobody was subscribed.
        public func receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>) {
            let inner = Subscriber<Upstream.Output, Upstream.Failure>(
                subscription: { subscriber.receiveSubscription(AutoconnectSubscription(parent: self, upstream: $0)) },
                value: { subscriber.receiveValue($0) },
                completion: { subscriber.receiveCompletion($0) })
            if connection != nil {
                subscribers += 1
                upstream.receive(subscriber: inner)
            } else {
                upstream.receive(subscriber: inner)
                connection = upstream.connect()
                subscribers = 1
            }
        }

        /// A subscriber is cancelling: the last one cancels the connection.
        func willCancel() {
            guard let current = connection else { return }
            if subscribers <= 1 {
                connection = nil
                subscribers = 0
                current.cancel()
            } else {
                subscribers -= 1
            }
        }
    }
}

/// The subscription `autoconnect()` gives: it tells its publisher before cancelling upstream.
public final class AutoconnectSubscription<Upstream: ConnectablePublisher>: Cancellable {
    private let parent: Publishers.Autoconnect<Upstream>
    private let upstream: Cancellable

    init(parent: Publishers.Autoconnect<Upstream>, upstream: Cancellable) {
        self.parent = parent
        self.upstream = upstream
    }

    public func cancel() {
        parent.willCancel()
        upstream.cancel()
    }
}
