// NotificationCenter's publisher: `center.publisher(for: name)` delivers each notification
// posted with that name to its subscribers. As Combine's (OpenCombine's is the reference):
// each subscription registers a block observer with the center as it starts; the center
// holds that block, and through it the subscriber below (a sink's closure), until the
// subscription is cancelled, when it removes the observer. The subscription holds the
// center and the object it filters on until then; the block holds the subscription weakly.

extension NotificationCenter {
    /// The type `publisher(for:object:)` returns, by the name Combine gives it.
    public typealias Publisher = NotificationPublisher

    /// A publisher of the notifications named `name`, from `object` (any object when nil).
    func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
        NotificationPublisher(center: self, name: name, object: object)
    }
}

/// `NotificationCenter.Publisher`: notifications of one name, never failing.
public struct NotificationPublisher: Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
        self.center = center
        self.name = name
        self.object = object
    }

    public func receive(subscriber: Subscriber<Notification, Never>) {
        subscriber.receiveSubscription(NotificationSubscription(center: center, name: name, object: object,
                                                                downstream: subscriber))
    }
}

/// One subscriber's registration with the center: it removes the observer when cancelled.
public final class NotificationSubscription: Cancellable {
    private var center: NotificationCenter?
    private var object: AnyObject?
    private var observation: NSObjectProtocol?

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, downstream: Subscriber<Notification, Never>) {
        self.center = center
        self.object = object
        observation = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            if self != nil {
                downstream.receiveValue(notification)
            }
        }
    }

    public func cancel() {
        guard let center, let observation else { return }
        self.center = nil
        self.observation = nil
        object = nil
        center.removeObserver(observation)
    }
}
