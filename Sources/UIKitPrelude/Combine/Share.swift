// share: one subscription upstream for every subscriber (a request several screens show).
// As Combine's (OpenCombine's `multicast(subject: PassthroughSubject()).autoconnect()`):
// the first subscriber subscribes upstream, after it has subscribed to the shared subject;
// later ones only get what comes after they subscribe. When the last one cancels, the
// upstream subscription is cancelled, and the next subscriber subscribes upstream again,
// to the same subject (once finished, it only hands the end). Each subscription holds the
// share (an `Autoconnect` of a `Multicast`, see Connectable.swift and Multicast.swift); the
// share holds upstream, the subject and the upstream subscription, which holds the subject
// weakly.

extension Publisher {
    /// The same values for every subscriber, from one subscription upstream.
    public func share() -> AnyPublisher<Output, Failure> {
        let shared = multicast(subject: PassthroughSubject<Output, Failure>()).autoconnect()
        return AnyPublisher<Output, Failure> { shared.receive(subscriber: $0) }
    }
}
