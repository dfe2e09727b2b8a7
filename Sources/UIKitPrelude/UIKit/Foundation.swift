/// The root class of UIKit's objects. Delegates in UIKit must inherit from it;
/// here any class can conform to a delegate protocol.
class NSObject: Hashable {
    init() {}

    /// Identity, as NSObject's `isEqual(_:)` is by default: every view controller,
    /// coordinator or delegate is equal only to itself (and a dictionary keyed by view
    /// controllers finds each one by identity).
    static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }

    /// Equal objects (the same object) hash alike; coordlab hashes objects by identity.
    func hash(into hasher: inout Hasher) {}
}

/// Only here so that `required init?(coder: NSCoder)` compiles. Never called.
class NSCoder: NSObject {
}

/// Only here so that `init(nibName:bundle:)` compiles. Nothing is loaded from it.
class Bundle: NSObject {
    static let main = Bundle()
}
