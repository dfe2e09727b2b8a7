/// The root class of UIKit's objects. Delegates in UIKit must inherit from it;
/// here any class can conform to a delegate protocol.
class NSObject {
    init() {}
}

/// Only here so that `required init?(coder: NSCoder)` compiles. Never called.
class NSCoder: NSObject {
}

/// Only here so that `init(nibName:bundle:)` compiles. Nothing is loaded from it.
class Bundle: NSObject {
    static let main = Bundle()
}
