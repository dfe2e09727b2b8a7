// Subjects: publishers the program sends values through. A subject holds a subscription
// for each subscriber, and each subscription holds the subject and its subscriber, until
// it is cancelled or the subject finishes (as Combine's do).

/// One subscriber's subscription to a subject.
public final class Conduit<Output, Failure: Error>: Cancellable {
    private var parent: SubjectBase<Output, Failure>?
    private var downstream: Subscriber<Output, Failure>?

    init(parent: SubjectBase<Output, Failure>, downstream: Subscriber<Output, Failure>) {
        self.parent = parent
        self.downstream = downstream
    }

    /// Delivers a value, unless cancelled.
    func offer(_ value: Output) {
        downstream?.receiveValue(value)
    }

    /// Delivers the completion, and lets go of the subject and the subscriber.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let d = downstream
        parent = nil
        downstream = nil
        d?.receiveCompletion(completion)
    }

    public func cancel() {
        let p = parent
        parent = nil
        downstream = nil
        p?.remove(self)
    }
}

/// What both subjects share: their subscriptions, and how they finish.
public class SubjectBase<Output, Failure: Error> {
    var conduits: [Conduit<Output, Failure>] = []
    var completion: Subscribers.Completion<Failure>?

    init() {}

    func remove(_ conduit: Conduit<Output, Failure>) {
        conduits.removeAll { $0 === conduit }
    }

    /// Gives `subscriber` a subscription (none, only the completion, once finished).
    func attach(_ subscriber: Subscriber<Output, Failure>) -> Conduit<Output, Failure>? {
        if let completion {
            subscriber.receiveSubscription(AnyCancellable {})
            subscriber.receiveCompletion(completion)
            return nil
        }
        let conduit = Conduit<Output, Failure>(parent: self, downstream: subscriber)
        conduits.append(conduit)
        subscriber.receiveSubscription(conduit)
        return conduit
    }

    /// Sends `value` to every subscriber, in the order they subscribed.
    func offer(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value) }
    }

    /// Finishes: every subscriber gets the completion, and no value after it.
    public func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits = []
        for conduit in finishing { conduit.finish(completion) }
    }
}

/// A subject that passes each value to its subscribers, keeping none.
public final class PassthroughSubject<Output, Failure: Error>: SubjectBase<Output, Failure>, Subject {
    public override init() {}

    public func send(_ value: Output) {
        offer(value)
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        _ = attach(subscriber)
    }
}

/// A subject that keeps its latest value and sends it to each new subscriber.
public final class CurrentValueSubject<Output, Failure: Error>: SubjectBase<Output, Failure>, Subject {
    private var current: Output

    public init(_ value: Output) {
        current = value
    }

    /// The latest value; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard completion == nil else { return }
        current = value
        offer(value)
    }

    public func receive(subscriber: Subscriber<Output, Failure>) {
        attach(subscriber)?.offer(current)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends `()`.
    public func send() {
        send(())
    }
}
