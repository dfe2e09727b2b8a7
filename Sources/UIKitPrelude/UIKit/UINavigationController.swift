/// Told when a navigation controller shows a controller. Both methods are
/// optional (default empty): implement only what you need.
/// willShow is called before the transition's appearance callbacks, didShow
/// after all of them, while the transition coordinator still holds the
/// controller being left (so during didShow a popped controller is alive,
/// already out of `viewControllers`, and is released right after).
/// Both are also called when the navigation controller first appears (with no
/// transition coordinator).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers. The stack holds them STRONGLY: a controller pushed
/// here lives until it is popped (and whoever else holds it lets go).
///
/// Order of a push of B over A (on screen):
///   B willMove(toParent:), B viewDidLoad (first time), delegate willShow B,
///   A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear,
///   B didMove(toParent:), delegate didShow B.
/// Order of a pop of B back to A:
///   B willMove(toParent: nil), B leaves `viewControllers`, delegate willShow A,
///   B viewWillDisappear, A viewWillAppear, B viewDidDisappear (its `parent`
///   is already nil), A viewDidAppear, B didMove(toParent: nil),
///   delegate didShow A (`.from` is B if animated), then B is released.
/// When several controllers go at once (popToRootViewController,
/// popToViewController, setViewControllers) only the top one gets disappearance
/// callbacks, and they are released after didShow in stack order, the lowest
/// first (popTo... returns them in an array; they go when the caller drops it,
/// at the end of the calling statement).
/// When the navigation controller is not on screen, the stack changes without
/// appearance or delegate callbacks; they run when it appears.
public class UINavigationController: UIViewController {
    /// The stack, root first. Strong.
    var viewControllers: [UIViewController] = []
    /// One delegate. Weak: something else must keep it alive.
    weak var delegate: UINavigationControllerDelegate?
    var isNavigationBarHidden = false

    /// The controller the navigation controller last showed.
    weak var __shownTop: UIViewController?
    var __showPending = false
    var __navigationBar: UINavigationBar?
    var __interactivePopGestureRecognizer: UIGestureRecognizer?
    var __systemPopGestureDelegate: __SystemPopGestureDelegate?

    init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The last of `viewControllers`.
    var topViewController: UIViewController? {
        return viewControllers.last
    }

    /// What is visible: the top of what the navigation controller presents, else the top of the stack.
    var visibleViewController: UIViewController? {
        var visible = __presentedViewController
        if visible == nil {
            return topViewController
        }
        while visible!.__presentedViewController != nil {
            visible = visible!.__presentedViewController
        }
        return visible
    }

    /// Created on first access.
    var navigationBar: UINavigationBar {
        if __navigationBar == nil {
            __navigationBar = UINavigationBar()
        }
        return __navigationBar!
    }

    /// The edge swipe back. Created on first access; its delegate is UIKit's
    /// (it refuses when the top controller hides the back button or has a
    /// custom leftBarButtonItem); set the delegate to nil to always allow it.
    var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if __interactivePopGestureRecognizer == nil {
            let systemDelegate = __SystemPopGestureDelegate()
            systemDelegate.navigationController = self
            __systemPopGestureDelegate = systemDelegate
            let recognizer = UIGestureRecognizer()
            recognizer.delegate = systemDelegate
            __interactivePopGestureRecognizer = recognizer
        }
        return __interactivePopGestureRecognizer
    }

    func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        __coordlabSyncScreen()
        if viewControllers.contains(where: { $0 === viewController }) {
            print("[UIKit] Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported (UIKit raises an exception; ignored here).")
            return
        }
        if viewController is UINavigationController {
            print("[UIKit] Pushing a navigation controller is not supported (UIKit raises an exception; ignored here).")
            return
        }
        let from = topViewController
        viewController.willMove(toParent: self)
        viewControllers.append(viewController)
        viewController.parent = self
        __transition(from: from, added: [viewController], removed: [], animated: animated)
    }

    /// Pops the top controller and returns it (nil if only the root is left).
    @discardableResult
    func popViewController(animated: Bool) -> UIViewController? {
        __coordlabSyncScreen()
        if viewControllers.count < 2 {
            return nil
        }
        let popped = viewControllers[viewControllers.count - 1]
        popped.willMove(toParent: nil)
        viewControllers.removeLast()
        __transition(from: popped, added: [], removed: [popped], animated: animated)
        return popped
    }

    /// Pops everything above `viewController` and returns it, lowest first.
    @discardableResult
    func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        __coordlabSyncScreen()
        if !viewControllers.contains(where: { $0 === viewController }) {
            print("[UIKit] Tried to pop to a view controller (\(type(of: viewController))) that doesn't exist (UIKit raises an exception; ignored here).")
            return nil
        }
        let from = topViewController
        var kept: [UIViewController] = []
        var popped: [UIViewController] = []
        var reached = false
        for controller in viewControllers {
            if reached {
                popped.append(controller)
            } else {
                kept.append(controller)
            }
            if controller === viewController {
                reached = true
            }
        }
        if popped.isEmpty {
            return []
        }
        for controller in popped {
            controller.willMove(toParent: nil)
        }
        viewControllers = kept
        __transition(from: from, added: [], removed: popped, animated: animated)
        return popped
    }

    /// Pops everything above the root and returns it, lowest first.
    @discardableResult
    func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are released when this call
    /// returns, in their old stack order.
    func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        __coordlabSyncScreen()
        let from = topViewController
        let old = viewControllers
        let removed = old.filter { previous in !controllers.contains(where: { $0 === previous }) }
        let added = controllers.filter { controller in !old.contains(where: { $0 === controller }) }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.willMove(toParent: self)
        }
        viewControllers = controllers
        for controller in added {
            controller.parent = self
        }
        __transition(from: from, added: added, removed: removed, animated: animated)
    }

    // MARK: Machinery

    override func __childList() -> [UIViewController] {
        return viewControllers
    }

    override func __removeChild(_ child: UIViewController) {
        viewControllers.removeAll(where: { $0 === child })
    }

    override func __appearanceChildren() -> [UIViewController] {
        if let top = topViewController {
            return [top]
        }
        return []
    }

    /// The bar shows a back button: more than one controller, the bar is
    /// visible, and the top controller neither hides it nor replaces it.
    var __showsBackButton: Bool {
        if viewControllers.count < 2 || isNavigationBarHidden {
            return false
        }
        if let item = topViewController?.__navigationItem {
            if item.hidesBackButton || (item.leftBarButtonItem != nil && !item.leftItemsSupplementBackButton) {
                return false
            }
        }
        return true
    }

    /// Whether an edge swipe back may begin now.
    var __interactivePopCanBegin: Bool {
        if viewControllers.count < 2 {
            return false
        }
        guard let recognizer = __interactivePopGestureRecognizer else {
            return __showsBackButton
        }
        if !recognizer.isEnabled {
            return false
        }
        guard let delegate = recognizer.delegate else {
            return true
        }
        return delegate.gestureRecognizerShouldBegin(recognizer)
    }

    func __adoptViewControllers() {
        for controller in viewControllers where controller.parent !== self {
            controller.parent = self
        }
    }

    /// One navigation transition, run once `viewControllers` holds the new stack.
    func __transition(from: UIViewController?, added: [UIViewController], removed: [UIViewController], animated: Bool) {
        let to = topViewController
        let visible = __isOnScreen && from !== to
        var coordinator: __TransitionCoordinator? = nil
        if visible {
            __shownTop = to
            if animated {
                coordinator = __TransitionCoordinator(from: from, to: to, animated: true, interactive: false)
                __transitionCoordinator = coordinator
            }
            for controller in removed {
                controller.__isMovingFromParent = true
            }
            for controller in added where controller === to {
                controller.__isMovingToParent = true
            }
            to?.loadViewIfNeeded()
            if let to = to {
                delegate?.navigationController(self, willShow: to, animated: animated)
            }
            from?.__willDisappear(animated)
            to?.__willAppear(animated)
        }
        for controller in removed where controller.parent === self {
            controller.parent = nil
        }
        if visible {
            from?.__didDisappear(animated)
            to?.__didAppear(animated)
        }
        for controller in removed {
            controller.didMove(toParent: nil)
            controller.__isMovingFromParent = false
        }
        for controller in added {
            controller.didMove(toParent: self)
            controller.__isMovingToParent = false
        }
        if visible {
            coordinator?.__finish()
            if let to = to {
                delegate?.navigationController(self, didShow: to, animated: animated)
            }
            __transitionCoordinator = nil
        }
    }

    /// The edge swipe back. When it begins, the top controller leaves the stack
    /// (held by the transition), willMove(toParent: nil) and willShow (for the
    /// controller below) are called and both controllers start their appearance
    /// change.
    /// Completed: as a pop, then the popped controller is released.
    /// Cancelled: the controller goes back on the stack, the appearance change
    /// is reversed (the one below: viewWillDisappear, viewDidDisappear; the top:
    /// viewWillAppear, viewDidAppear), didShow is called for the ORIGINAL top
    /// controller (`.from` is that same controller, and it is in
    /// `viewControllers` again), didMove(toParent:) is not called, and nothing
    /// is released.
    func __interactivePop(cancel: Bool) {
        let popped = viewControllers[viewControllers.count - 1]
        let destination = viewControllers[viewControllers.count - 2]
        let coordinator = __TransitionCoordinator(from: popped, to: destination, animated: true, interactive: true)
        __transitionCoordinator = coordinator
        popped.willMove(toParent: nil)
        viewControllers.removeLast()
        __shownTop = destination
        popped.__isMovingFromParent = true
        delegate?.navigationController(self, willShow: destination, animated: true)
        popped.__willDisappear(true)
        destination.__willAppear(true)
        if cancel {
            coordinator.isCancelled = true
            viewControllers.append(popped)
            __shownTop = popped
            popped.__isMovingFromParent = false
            destination.__willDisappear(true)
            popped.__willAppear(true)
            destination.__didDisappear(true)
            popped.__didAppear(true)
            coordinator.__finish()
            delegate?.navigationController(self, didShow: popped, animated: true)
        } else {
            popped.parent = nil
            popped.__didDisappear(true)
            destination.__didAppear(true)
            popped.didMove(toParent: nil)
            popped.__isMovingFromParent = false
            coordinator.__finish()
            delegate?.navigationController(self, didShow: destination, animated: true)
        }
        __transitionCoordinator = nil
    }

    /// On first appearance (or after the stack changed off screen) the delegate
    /// is told willShow/didShow for the top controller, with no transition coordinator.
    override func __forwardWillAppear(_ animated: Bool) {
        __adoptViewControllers()
        guard let top = topViewController else { return }
        if top !== __shownTop {
            top.loadViewIfNeeded()
            __shownTop = top
            __showPending = true
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
        top.__willAppear(animated)
    }

    override func __forwardDidAppear(_ animated: Bool) {
        guard let top = topViewController else { return }
        top.__didAppear(animated)
        if __showPending {
            __showPending = false
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    override func __syncContainer() {
        __adoptViewControllers()
        let top = topViewController
        if !__isOnScreen || top === __shownTop {
            return
        }
        let from = __shownTop
        var removed: [UIViewController] = []
        if let from = from {
            if !viewControllers.contains(where: { $0 === from }) {
                removed.append(from)
            }
        }
        __transition(from: from, added: [], removed: removed, animated: false)
    }
}
