/// The name of a method, as target-action passes it. On Apple platforms `#selector(m)`
/// makes one through the Objective-C runtime, which Linux does not have; here it is a
/// plain name, and `#selector(tapped)` stands for `Selector("tapped")` (coordlab's
/// `.swift` export writes it so, for swiftc). Nothing calls a method by its selector:
/// target-action here decides lifetimes only (the target is not retained); `:tap NAME`
/// calls a screen's method as a control would.
public struct Selector: Equatable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// One target-action pair a control, bar item or gesture recognizer keeps. The target is
/// weak: UIKit does not retain it, so a control never keeps its screen alive.
public final class __TargetAction {
    weak var target: AnyObject?
    let action: Selector

    init(target: AnyObject?, action: Selector) {
        self.target = target
        self.action = action
    }
}
