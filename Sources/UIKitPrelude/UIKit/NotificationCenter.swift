/// A notification: a name, the object that posted it, and optional details.
public struct Notification {
    /// A notification's name; declare your own as `static let` in an extension.
    public struct Name: Equatable {
        let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    let name: Notification.Name
    let object: AnyObject?
    let userInfo: [String: Any]?

    init(name: Notification.Name, object: AnyObject? = nil, userInfo: [String: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

/// What `addObserver(forName:object:queue:using:)` returns, and `removeObserver(_:)` takes.
public protocol NSObjectProtocol: AnyObject {
}

/// An operation queue; only `main` matters here: a block observer runs on the posting
/// thread either way (the main thread, here), before `post` returns.
public class OperationQueue: NSObject {
    static let main = OperationQueue()
}

/// The registration of a block observer: the token `addObserver(forName:…)` returns.
/// The center holds it, and through it the block, until it is removed.
public final class __NotificationObserver: NSObjectProtocol {
    let name: Notification.Name?
    /// Only notifications from this object, when there is one (not retained).
    weak var object: AnyObject?
    let filtersObject: Bool
    /// The block, held until the registration is removed.
    var block: ((Notification) -> Void)?

    init(name: Notification.Name?, object: AnyObject?, block: @escaping (Notification) -> Void) {
        self.name = name
        self.object = object
        filtersObject = object != nil
        self.block = block
    }
}

/// The registration of a selector observer: the center does not retain the observer
/// (since iOS 9), and drops the registration when the observer is gone.
public final class __SelectorObserver {
    weak var observer: AnyObject?
    let selector: Selector
    let name: Notification.Name?

    /// Only notifications from this object, when there is one (not retained).
    weak var object: AnyObject?
    let filtersObject: Bool

    init(observer: AnyObject, selector: Selector, name: Notification.Name?, object: AnyObject?) {
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object
        filtersObject = object != nil
    }
}

/// Broadcasts notifications to the observers registered for them, in the order they
/// registered, before `post` returns.
///
/// Ownership as Apple documents it: a block observer's block is held by the center
/// (through the token it returns) until `removeObserver(token)`, so a block that
/// captures `self` strongly keeps `self` alive, even if the token is dropped. A selector
/// observer is not retained (the method is not called here, see `Selector`).
public final class NotificationCenter {
    /// The app's center.
    static let `default` = NotificationCenter()

    /// Block observers, in the order they registered.
    var __observers: [__NotificationObserver] = []
    /// Selector observers, in the order they registered (weak).
    var __selectorObservers: [__SelectorObserver] = []

    init() {}

    /// Calls `block` with every notification named `name` (any name when nil) from
    /// `object` (any object when nil); returns the token that removes it.
    @discardableResult
    func addObserver(forName name: Notification.Name?, object: AnyObject?, queue: OperationQueue?, using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
        let token = __NotificationObserver(name: name, object: object, block: block)
        __observers.append(token)
        return token
    }

    /// Registers `observer`'s method for notifications named `name`; the observer is
    /// not retained.
    func addObserver(_ observer: AnyObject, selector: Selector, name: Notification.Name?, object: AnyObject?) {
        __selectorObservers.append(__SelectorObserver(observer: observer, selector: selector, name: name, object: object))
    }

    /// Removes every registration of `observer`: a token's block, or an object's selector
    /// registrations.
    func removeObserver(_ observer: AnyObject) {
        __removeObserver(observer, name: nil)
    }

    /// Removes the registrations of `observer` for `name` (all names when nil).
    func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: AnyObject?) {
        __removeObserver(observer, name: name)
    }

    func __removeObserver(_ observer: AnyObject, name: Notification.Name?) {
        for token in __observers where token === observer && (name == nil || token.name == name) {
            token.block = nil
        }
        __observers.removeAll { $0 === observer && (name == nil || $0.name == name) }
        __selectorObservers.removeAll { $0.observer === observer && (name == nil || $0.name == name) }
    }

    /// Posts a notification named `name` from `object`.
    func post(name: Notification.Name, object: AnyObject?, userInfo: [String: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Calls every matching block observer, in the order they registered.
    func post(_ notification: Notification) {
        let sender = notification.object
        let observers = __observers
        for token in observers {
            if let wanted = token.name, wanted != notification.name {
                continue
            }
            if token.filtersObject && (token.object == nil || token.object !== sender) {
                continue
            }
            token.block?(notification)
        }
        __selectorObservers.removeAll { $0.observer == nil }
    }
}
