/// Asked whether a gesture may begin.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}

/// A gesture recognizer. It keeps its target-action pairs with their targets weak, as
/// UIKit does; the view it is added to keeps it strongly.
public class UIGestureRecognizer: NSObject {
    var isEnabled = true
    /// Weak, as in UIKit.
    weak var delegate: UIGestureRecognizerDelegate?
    /// The view it was added to. Weak.
    weak var view: UIView?
    /// Whether the view's touches are cancelled once the gesture is recognized.
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var __targetActions: [__TargetAction] = []

    override init() {
        super.init()
    }

    convenience init(target: AnyObject?, action: Selector?) {
        self.init()
        if let action = action {
            addTarget(target, action: action)
        }
    }

    func addTarget(_ target: AnyObject?, action: Selector) {
        __targetActions.append(__TargetAction(target: target, action: action))
    }
}

/// A tap.
public class UITapGestureRecognizer: UIGestureRecognizer {
    var numberOfTapsRequired = 1
    var numberOfTouchesRequired = 1
}

/// A pan.
public class UIPanGestureRecognizer: UIGestureRecognizer {
}

/// Stands for UIKit's private object that is the swipe-back gesture's delegate:
/// it lets the swipe begin only if the top controller shows the standard back
/// button. Setting `interactivePopGestureRecognizer?.delegate = nil` removes it.
public final class __SystemPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.__showsBackButton
    }
}
