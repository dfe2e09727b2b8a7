// Timer's publisher: `Timer.publish(every: 1, on: .main, in: .common)` sends the date on
// every tick once connected (usually through `autoconnect()`). As Combine's (OpenCombine's
// `TimerPublisher` is the reference): `connect()` schedules a repeating timer on the run
// loop whose block holds the publisher; the publisher holds a subscription for each
// subscriber, and each holds its subscriber below, so a sink's closure lives while the
// timer runs. Cancelling the connection drops every subscription and invalidates the timer.

extension Timer {
    /// A connectable publisher of the date, every `interval` seconds on `runLoop`.
    static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        Timer.TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// What `Timer.publish(every:on:in:)` returns.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        let interval: TimeInterval
        let tolerance: TimeInterval?
        let runLoop: RunLoop
        let mode: RunLoop.Mode
        /// A subscription for each subscriber, in the order they subscribed.
        private var sides: [TimerSubscription] = []

        init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive(subscriber: Subscriber<Date, Never>) {
            let side = TimerSubscription(parent: self, downstream: subscriber)
            sides.append(side)
            subscriber.receiveSubscription(side)
        }

        /// Schedules the repeating timer; its block holds the publisher.
        public func connect() -> Cancellable {
            let timer = Timer(timeInterval: interval, repeats: true) { _ in self.fire() }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return TimerConnection(timer: timer, publisher: self)
        }

        private func fire() {
            let now = Date()
            for side in sides { side.send(now) }
        }

        func disconnectAll() {
            sides = []
        }

        func disconnect(_ side: TimerSubscription) {
            sides.removeAll { $0 === side }
        }
    }
}

/// What `TimerPublisher.connect()` returns: cancelling it stops the timer.
public struct TimerConnection: Cancellable {
    let timer: Timer
    let publisher: Timer.TimerPublisher

    public func cancel() {
        publisher.disconnectAll()
        timer.invalidate()
    }
}

/// One subscriber's subscription to a timer publisher.
public final class TimerSubscription: Cancellable {
    private var downstream: Subscriber<Date, Never>?
    private weak var parent: Timer.TimerPublisher?

    init(parent: Timer.TimerPublisher, downstream: Subscriber<Date, Never>) {
        self.parent = parent
        self.downstream = downstream
    }

    func send(_ date: Date) {
        downstream?.receiveValue(date)
    }

    public func cancel() {
        if downstream == nil { return }
        downstream = nil
        parent?.disconnect(self)
    }
}
