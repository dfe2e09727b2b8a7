/// View animations. Nothing is drawn, but the blocks live as UIKit keeps them: the
/// `animations` block runs at once, inside the call (UIKit records the changes it makes
/// and animates them afterwards, even with a delay), and UIKit holds the `completion`
/// block until the animation ends, `delay + duration` seconds later on the run loop
/// (virtual time: `:wait`, or `RunLoop.main.run(until:)`), then calls it with `true`.
/// A completion that captures a screen strongly keeps it alive that long.
///
/// Choice: UIKit ends at once an animation that changes nothing animatable or runs on a
/// view outside a window; here every animation takes its duration.
extension UIView {
    /// How a view animation runs (UIKit's option set): timing curves and transitions,
    /// which change nothing here but are written in real code, one at a time
    /// (`options: .curveEaseOut`) or as a set (`[.curveEaseOut, .allowUserInteraction]`).
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        __animate(after: duration, animations: animations, completion: completion)
    }

    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        __animate(after: delay + duration, animations: animations, completion: completion)
    }

    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions,
                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        __animate(after: delay + duration, animations: animations, completion: completion)
    }

    /// A transition of `view`'s content (`.transitionCrossDissolve` when a window's root
    /// controller is replaced): its blocks live as an animation's.
    static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        __animate(after: duration, animations: animations ?? {}, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` at once.
    static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Runs `animations` now and queues `completion` to run `seconds` from now.
    static func __animate(after seconds: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        if let completion {
            RunLoop.main.__enqueue(due: RunLoop.main.__now + seconds, label: "UIView animation",
                                   block: { completion(true) })
        }
    }
}
