/// Which side of a transition: `.from` is the controller being left, `.to` the
/// one being shown.
public enum UITransitionContextViewControllerKey {
    case from
    case to
}

/// What a transition's completion handlers are told.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The running transition, from `transitionCoordinator`.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Runs `animation` now and `completion` when the transition ends (finished
    /// or cancelled).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// One transition. It holds both controllers STRONGLY until the transition
/// ends: a popped controller is still alive during
/// navigationController(_:didShow:animated:), which is why
/// `transitionCoordinator?.viewController(forKey: .from)` works there.
public final class __TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    public let isAnimated: Bool
    public let isInteractive: Bool
    public var isCancelled = false
    var __completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool) {
        self.fromViewController = from
        self.toViewController = to
        self.isAnimated = animated
        self.isInteractive = interactive
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from:
            return fromViewController
        case .to:
            return toViewController
        }
    }

    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion = completion {
            __completions.append(completion)
        }
        return true
    }

    /// The transition ends: completion handlers run (and are released).
    func __finish() {
        let completions = __completions
        __completions = []
        for completion in completions {
            completion(self)
        }
    }
}
