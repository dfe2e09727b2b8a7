// Subjects as subscribers, and multicast. `publisher.subscribe(subject)` sends everything
// upstream sends through the subject; its subscription holds the subject weakly (as
// Combine's does: dropping the subject ends the feed). `multicast` makes a connectable
// publisher whose subscribers subscribe to one subject, which `connect()` subscribes
// upstream; `makeConnectable()` is `multicast(subject: PassthroughSubject())`.

/// A publisher the program sends through: both subjects.
public protocol Subject: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}




extension Publisher {
    /// Sends every value and the end through `subject`, until cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let feed = SubjectFeed<S>(subject)
        receive(subscriber: Subscriber<Output, Failure>(
            subscription: { feed.start($0) },
            value: { feed.pass($0) },
            completion: { feed.finish($0) }))
        return AnyCancellable { feed.cancel() }
    }

    /// A connectable publisher whose subscribers share the subject `createSubject` makes
    /// on first use.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
        where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast<Self, S>(upstream: self, createSubject: createSubject)
    }

    /// A connectable publisher whose subscribers share `subject`.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
        where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast<Self, S>(upstream: self, createSubject: { subject })
    }

    /// A connectable publisher: subscribers get nothing until `connect()`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable<Self>(upstream: self)
    }
}

extension Publishers {
    /// What `multicast` returns: one subject for every subscriber, fed upstream once connected.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
        where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private var made: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// The subject, made on first use.
        private var subject: SubjectType {
            if let made {
                return made
            }
            let subject = createSubject()
            made = subject
            return subject
        }

        public func receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>) {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// What `makeConnectable()` returns.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let inner: Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>

        public init(upstream: Upstream) {
            inner = upstream.multicast(subject: PassthroughSubject<Upstream.Output, Upstream.Failure>())
        }

        public func receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>) {
            inner.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            inner.connect()
        }
    }
}

/// A subject's subscription upstream (`subscribe(subject)`, and so `multicast` and
/// `share`): it sends on what comes, while the subject lives.
public final class SubjectFeed<S: Subject>: Cancellable {
    private weak var subject: S?
    private var upstream: Cancellable?

    init(_ subject: S) {
        self.subject = subject
    }

    func start(_ subscription: Cancellable) {
        if upstream == nil, subject != nil { upstream = subscription }
    }

    func pass(_ value: S.Output) {
        if upstream != nil { subject?.send(value) }
    }

    func finish(_ completion: Subscribers.Completion<S.Failure>) {
        guard upstream != nil, let target = subject else { return }
        target.send(completion: completion)
        subject = nil
    }

    public func cancel() {
        guard subject != nil, let subscription = upstream else { return }
        upstream = nil
        subject = nil
        subscription.cancel()
    }
}
