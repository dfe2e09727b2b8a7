// collect: values gathered into arrays (a screen's rows, sent at once when loading ends).
// The subscription holds the values gathered so far, as Combine's does: `collect()` until
// the subscription itself is freed; `collect(count)` lets them go when it sends them,
// when upstream finishes or fails, or when it is cancelled.

extension Publisher {
    /// Every value, in one array sent when upstream finishes (an empty one if there was
    /// none); a failure is passed on instead.
    public func collect() -> AnyPublisher<[Output], Failure> {
        AnyPublisher<[Output], Failure> { downstream in
            let collecting = CollectingAll<Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { collecting.start($0) },
                value: { if !collecting.ended { collecting.gathered.append($0) } },
                completion: { collecting.receive($0) }))
        }
    }

    /// The values in arrays of `count`, each sent when full; what is left when upstream
    /// finishes is sent before the end, and dropped when it fails.
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        AnyPublisher<[Output], Failure> { downstream in
            let collecting = CollectingByCount<Output, Failure>(downstream)
            self.receive(subscriber: Subscriber<Output, Failure>(
                subscription: { collecting.start($0) },
                value: { collecting.receive($0, count: count) },
                completion: { collecting.receive($0) }))
        }
    }
}

/// The subscription `collect()` gives its subscriber: it keeps every value until it is freed.
public final class CollectingAll<Value, Failure: Error>: Relay<[Value], Failure> {
    /// The values so far.
    var gathered: [Value] = []

    /// Upstream's end: the values first when it finished.
    func receive(_ completion: Subscribers.Completion<Failure>) {
        if ended { return }
        _ = end()
        if case .finished = completion {
            downstream.receiveValue(gathered)
        }
        downstream.receiveCompletion(completion)
    }
}

/// The subscription `collect(count)` gives its subscriber: it keeps the values of the
/// array it is filling.
public final class CollectingByCount<Value, Failure: Error>: Relay<[Value], Failure> {
    /// The values of the array being filled.
    private var gathered: [Value] = []

    /// Adds `value`, and sends the array once it holds `count`.
    func receive(_ value: Value, count: Int) {
        if ended { return }
        gathered.append(value)
        if gathered.count == count {
            downstream.receiveValue(takeGathered())
        }
    }

    /// Upstream's end: what is left first when it finished, nothing when it failed.
    func receive(_ completion: Subscribers.Completion<Failure>) {
        if ended { return }
        _ = end()
        if case .finished = completion, !gathered.isEmpty {
            downstream.receiveValue(takeGathered())
        } else {
            gathered = []
        }
        downstream.receiveCompletion(completion)
    }

    /// The values gathered, which it lets go of.
    private func takeGathered() -> [Value] {
        let all = gathered
        gathered = []
        return all
    }

    /// Lets go of the values, then cancels upstream.
    public override func cancel() {
        if ended { return }
        gathered = []
        super.cancel()
    }
}
