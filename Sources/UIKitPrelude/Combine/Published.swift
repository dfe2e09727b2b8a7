// @Published: a property that publishes each new value. Its publisher, `$name`, sends the
// current value to a new subscriber, then every value assigned, before the property
// changes (as Combine's does: a subscriber that reads the property sees the old value).

/// A property wrapper that publishes the property's values through `$name`.
@propertyWrapper
public struct Published<Value> {
    private let subject: PublishedSubject<Value>

    public init(wrappedValue: Value) {
        subject = PublishedSubject<Value>(wrappedValue)
    }

    public var wrappedValue: Value {
        get { subject.current }
        nonmutating set { subject.send(newValue) }
    }

    /// `$name`: the publisher of the property's values.
    public var projectedValue: PublishedPublisher<Value> {
        get { PublishedPublisher<Value>(subject: subject) }
        set {}
    }
}

extension Published {
    /// The type of `$name`, by the name Combine gives it.
    public typealias Publisher = PublishedPublisher<Value>
}

/// The publisher of a @Published property's values, `$name` (Combine's
/// `Published<Value>.Publisher`).
public struct PublishedPublisher<Value>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let subject: PublishedSubject<Value>

    public func receive(subscriber: Subscriber<Value, Never>) {
        subject.attach(subscriber)?.offer(subject.current)
    }
}

/// Where a @Published property keeps its value and its subscribers; it cancels what
/// `assign(to: &$name)` subscribed it to when it goes.
public final class PublishedSubject<Value>: SubjectBase<Value, Never> {
    var current: Value
    var upstreams: [Cancellable] = []

    init(_ value: Value) {
        current = value
    }

    /// Sends `value` to the subscribers, then keeps it.
    func send(_ value: Value) {
        offer(value)
        current = value
    }

    deinit {
        for upstream in upstreams { upstream.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value through a @Published property's publisher. The
    /// subscription lives as long as the property, and holds it weakly: no cycle.
    public func assign(to published: inout PublishedPublisher<Output>) {
        let subject = published.subject
        receive(subscriber: Subscriber<Output, Never>(
            subscription: { [weak subject] in subject?.upstreams.append($0) },
            value: { [weak subject] in subject?.send($0) },
            completion: { _ in }))
    }
}
