/// Asked whether a gesture may begin.
protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}

/// A gesture recognizer; here only the navigation controller's edge swipe.
class UIGestureRecognizer: NSObject {
    var isEnabled = true
    /// Weak, as in UIKit.
    weak var delegate: UIGestureRecognizerDelegate?
}

/// Stands for UIKit's private object that is the swipe-back gesture's delegate:
/// it lets the swipe begin only if the top controller shows the standard back
/// button. Setting `interactivePopGestureRecognizer?.delegate = nil` removes it.
final class __SystemPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.__showsBackButton
    }
}
