// Combine's cancellation: a subscription that can be cancelled, and AnyCancellable, the
// token that cancels it when it is cancelled or released. Storing the token (in a
// view model's `cancellables`) is what keeps a subscription, and everything its closures
// capture, alive.

/// Something that can be cancelled: a subscription, or the token that owns one.
public protocol Cancellable {
    func cancel()
}

/// A token that cancels a subscription when it is cancelled or released.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    /// Keeps the token in `set` (a view model's `cancellables`).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the token in `array`.
    public func store(in array: inout [AnyCancellable]) {
        array.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    deinit {
        cancelAction?()
    }
}
