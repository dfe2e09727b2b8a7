// Operators on time: debounce and delay, on a scheduler's (virtual) time, for a number of
// seconds (Combine's take the scheduler's `Stride`, which a number of seconds also
// writes). Work they schedule holds their subscription until it runs, as Combine's does.

extension Publisher {
    /// Each value once `dueTime` seconds have passed with no newer one (a search field's
    /// text once the user stops typing); the end comes on the scheduler's next turn, and a
    /// value still waiting then is dropped.
    public func debounce<S: Scheduler>(for dueTime: Double, scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let relay = Relay<Output, Failure>(downstream)
            var generation = 0
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { value in
                    if relay.ended { return }
                    generation += 1
                    let mine = generation
                    scheduler.schedule(after: dueTime) {
                        if relay.ended || mine != generation { return }
                        downstream.receiveValue(value)
                    }
                },
                completion: { completion in
                    if relay.ended { return }
                    _ = relay.end()
                    scheduler.schedule { downstream.receiveCompletion(completion) }
                }))
        }
    }

    /// Each value, and the end, `interval` seconds later.
    public func delay<S: Scheduler>(for interval: Double, scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { downstream in
            let relay = Relay<Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { relay.start($0) },
                value: { value in
                    scheduler.schedule(after: interval) {
                        if !relay.ended { downstream.receiveValue(value) }
                    }
                },
                completion: { completion in
                    scheduler.schedule(after: interval) { relay.finish(completion) }
                }))
        }
    }
}
