// share: one subscription upstream for every subscriber (a request several screens show).
// As Combine's (OpenCombine's `multicast(subject: PassthroughSubject()).autoconnect()`):
// the first subscriber subscribes upstream, after it has subscribed to the shared subject;
// later ones only get what comes after they subscribe. When the last one cancels, the
// upstream subscription is cancelled, and the next subscriber subscribes upstream again,
// to the same subject (once finished, it only hands the end). Each subscription holds the
// share; the share holds upstream, the subject and the upstream subscription, which holds
// the subject weakly.

extension Publisher {
    /// The same values for every subscriber, from one subscription upstream.
    public func share() -> AnyPublisher<Output, Failure> {
        let sharing = Sharing<Self>(upstream: self)
        return AnyPublisher<Output, Failure> { sharing.attach($0) }
    }
}

/// What `share()` returns: upstream, the subject every subscriber subscribes to, and the
/// upstream subscription while anyone is subscribed.
final class Sharing<Upstream: Publisher> {
    private let upstream: Upstream
    private var subject: PassthroughSubject<Upstream.Output, Upstream.Failure>?
    /// The upstream subscription, and how many subscribers share it.
    private var connection: AnyCancellable?
    private var subscribers = 0

    init(upstream: Upstream) {
        self.upstream = upstream
    }

    /// The shared subject, made on first use.
    private var sharedSubject: PassthroughSubject<Upstream.Output, Upstream.Failure> {
        if let subject {
            return subject
        }
        let made = PassthroughSubject<Upstream.Output, Upstream.Failure>()
        subject = made
        return made
    }

    /// Subscribes `downstream` to the subject, then upstream if nobody was subscribed.
    func attach(_ downstream: Subscriber<Upstream.Output, Upstream.Failure>) {
        let side = SharedSubscriber<Upstream>(self, downstream)
        sharedSubject.receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>(
            subscription: { side.start($0) },
            value: { side.pass($0) },
            completion: { side.finish($0) }))
        if connection == nil {
            subscribers = 1
            connection = connect()
        } else {
            subscribers += 1
        }
    }

    /// Subscribes the subject upstream; the subscription holds the subject weakly.
    private func connect() -> AnyCancellable {
        let feed = SubjectFeed<Upstream.Output, Upstream.Failure>(sharedSubject)
        upstream.receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>(
            subscription: { feed.start($0) },
            value: { feed.pass($0) },
            completion: { feed.finish($0) }))
        return AnyCancellable { feed.cancel() }
    }

    /// A subscriber is cancelling: the last one cancels upstream.
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

/// One subscriber's subscription to the shared subject: it holds the share.
final class SharedSubscriber<Upstream: Publisher>: Relay<Upstream.Output, Upstream.Failure> {
    private let sharing: Sharing<Upstream>

    init(_ sharing: Sharing<Upstream>, _ downstream: Subscriber<Upstream.Output, Upstream.Failure>) {
        self.sharing = sharing
        super.init(downstream)
    }

    /// A value from the subject, passed on until this has ended.
    func pass(_ value: Upstream.Output) {
        if !ended { downstream.receiveValue(value) }
    }

    /// Tells the share (every time, as Combine's does), then cancels its subscription to
    /// the subject.
    override func cancel() {
        sharing.willCancel()
        super.cancel()
    }
}

/// The subject's subscription upstream: it sends on what comes, while the subject lives.
final class SubjectFeed<Output, Failure: Error>: Cancellable {
    private weak var subject: PassthroughSubject<Output, Failure>?
    private var upstream: Cancellable?

    init(_ subject: PassthroughSubject<Output, Failure>) {
        self.subject = subject
    }

    func start(_ subscription: Cancellable) {
        if upstream == nil, subject != nil { upstream = subscription }
    }

    func pass(_ value: Output) {
        if upstream != nil { subject?.send(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard upstream != nil, let target = subject else { return }
        target.send(completion: completion)
        subject = nil
    }

    func cancel() {
        guard subject != nil, let subscription = upstream else { return }
        upstream = nil
        subject = nil
        subscription.cancel()
    }
}
