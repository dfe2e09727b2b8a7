/// The root class of UIKit's objects. Delegates in UIKit must inherit from it;
/// here any class can conform to a delegate protocol.
public class NSObject: Hashable, CustomStringConvertible {
    /// How many objects have been asked for their `description`.
    private static var __described = 0
    /// This object's number among them (0 until it is asked): its stand-in for an address.
    /// Given on first use, so that objects nobody describes carry no number that differs.
    private var __number = 0

    init() {}

    /// The class and an address, as NSObject describes an object
    /// (`<main.HomeViewController: 0x600000000040>`); the address is made up, one per object,
    /// the same on every run. Subclasses override it to describe themselves.
    public var description: String {
        if __number == 0 {
            NSObject.__described += 1
            __number = NSObject.__described
        }
        return "<\(String(reflecting: type(of: self))): 0x\(String(0x6000_0000_0000 + __number * 0x40, radix: 16))>"
    }

    /// Identity, as NSObject's `isEqual(_:)` is by default: every view controller,
    /// coordinator or delegate is equal only to itself (and a dictionary keyed by view
    /// controllers finds each one by identity).
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }

    /// Equal objects (the same object) hash alike; coordlab hashes objects by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The module-qualified name of a class (`"main.HomeViewController"`), as Foundation's
/// function gives it; the program's module is `main` here.
public func NSStringFromClass(_ aClass: AnyClass) -> String {
    String(reflecting: aClass)
}

/// What a storyboard decodes a scene from (`init?(coder:)`); it carries nothing here.
public class NSCoder: NSObject {
}

/// Only here so that `init(nibName:bundle:)` compiles. Nothing is loaded from it.
public class Bundle: NSObject {
    static let main = Bundle()
}
