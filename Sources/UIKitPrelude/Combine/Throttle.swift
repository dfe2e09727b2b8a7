// throttle: at most one value per interval (a refresh button tapped again and again).
// As Combine's (OpenCombine's): the first value is sent on the scheduler's next turn, and
// each value after waits until `interval` has passed since the last one sent; while one
// waits, later ones are dropped, or replace it when `latest` is true. Work it schedules
// holds the subscription weakly: cancelling the token lets everything go at once.

extension Publisher {
    /// At most one value each `interval` seconds, on `scheduler`: the first of those that
    /// come while one waits, or the latest.
    public func throttle<S: Scheduler>(for interval: Double, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let throttling = Throttling<Output, Failure, S>(downstream, interval: interval, scheduler: scheduler, latest: latest)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { throttling.start($0) },
                value: { throttling.receiveValue($0) },
                completion: { throttling.receiveCompletion($0) }))
        }
    }

    /// `throttle(for:scheduler:latest:)` for a span written as the scheduler's (`.milliseconds(500)`).
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        return throttle(for: interval.__seconds, scheduler: scheduler, latest: latest)
    }
}

/// The subscription `throttle` gives its subscriber: the value (and the end) waiting to be
/// sent, and when it last sent one.
public final class Throttling<Output, Failure: Error, S: Scheduler>: Relay<Output, Failure> {
    private let interval: Double
    private let scheduler: S
    private let latest: Bool
    /// The virtual time of the last value sent.
    private var lastSent: Double?
    private var waitingValue: Output?
    private var waitingCompletion: Subscribers.Completion<Failure>?
    /// Whether upstream has ended: its end waits to be sent.
    private var upstreamEnded = false

    init(_ downstream: Subscriber<Output, Failure>, interval: Double, scheduler: S, latest: Bool) {
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        super.init(downstream)
    }

    /// Whether a value or the end waits to be sent.
    private var isWaiting: Bool {
        if case .some = waitingValue { return true }
        if case .some = waitingCompletion { return true }
        return false
    }

    /// A value from upstream: sent on the next turn, once `interval` has passed since the
    /// last one, unless one waits already.
    func receiveValue(_ value: Output) {
        if ended || upstreamEnded { return }
        if isWaiting {
            if latest { waitingValue = value }
            return
        }
        let now = RunLoop.main.__now
        let due = lastSent.map { Swift.max(now, $0 + interval) } ?? now
        waitingValue = value
        if due == now {
            scheduler.schedule { [weak self] in self?.send() }
        } else {
            scheduler.schedule(after: due - now) { [weak self] in self?.send() }
        }
    }

    /// Upstream's end: sent with the value that waits, or on the next turn.
    func receiveCompletion(_ completion: Subscribers.Completion<Failure>) {
        if ended || upstreamEnded { return }
        upstreamEnded = true
        let wasWaiting = isWaiting
        waitingCompletion = completion
        if !wasWaiting {
            scheduler.schedule { [weak self] in self?.send() }
        }
    }

    /// Sends what waits: the value, then the end.
    private func send() {
        if ended { return }
        let value = waitingValue
        waitingValue = nil
        let completion = waitingCompletion
        waitingCompletion = nil
        if case .some = completion {
            _ = end()
        } else if case .some = value {
            lastSent = RunLoop.main.__now
        }
        if let value {
            downstream.receiveValue(value)
        }
        if let completion {
            downstream.receiveCompletion(completion)
        }
    }
}
