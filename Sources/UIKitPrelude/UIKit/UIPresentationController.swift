/// How a presented controller comes on screen (a slide up, a cross-dissolve …): nothing
/// moves here, so it changes nothing but what a program reads back.
public enum UIModalTransitionStyle {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// How a controller is presented.
public enum UIModalPresentationStyle {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case overFullScreen
    case overCurrentContext
    case popover
    case custom
    case none
}

/// Told about a presentation the USER dismisses by swiping the sheet down.
/// Not called when code calls dismiss(animated:completion:).
/// Order of a swipe down: presentationControllerShouldDismiss, then
/// presentationControllerWillDismiss; if the swipe completes, the controller
/// disappears and presentationControllerDidDismiss is called; if it is
/// cancelled, nothing more. presentationControllerDidAttemptToDismiss is called
/// instead of all that when isModalInPresentation is true or
/// presentationControllerShouldDismiss returned false.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages one presented controller; owned by it. Its `delegate` is weak.
public class UIPresentationController: NSObject {
    /// The controller it manages (which owns it).
    unowned let presentedViewController: UIViewController
    /// Who presents it. Weak here (UIKit: strong while presented, non-optional).
    weak var presentingViewController: UIViewController?
    /// Weak, as every UIKit delegate.
    weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`, an
/// option set there; one direction here).
public enum UIPopoverArrowDirection {
    case up, down, left, right, any, unknown
}

/// The presentation controller of a popover: where it points from. It keeps its source
/// view and bar button item strongly, as UIKit does.
public class UIPopoverPresentationController: UIPresentationController {
    /// Strong.
    var sourceView: UIView?
    var sourceRect = CGRect.zero
    /// Strong.
    var barButtonItem: UIBarButtonItem?
    var permittedArrowDirections = UIPopoverArrowDirection.any
}
