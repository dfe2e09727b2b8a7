/// A view whose content scrolls. It holds its delegate weakly, as UIKit does; nothing
/// scrolls here unless the program sets `contentOffset`.
public class UIScrollView: UIView {
    var contentOffset = CGPoint.zero
    var contentSize = CGSize.zero
    var contentInset = UIEdgeInsets.zero
    var isScrollEnabled = true
    var isPagingEnabled = false
    var bounces = true
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
    var keyboardDismissMode = UIScrollViewKeyboardDismissMode.none
    /// Weak, as in UIKit.
    weak var delegate: UIScrollViewDelegate?

    /// Moves the content at once and tells the delegate, as a scroll the program asks for does.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        delegate?.scrollViewDidScroll(self)
    }
}

/// How a scroll view dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
public enum UIScrollViewKeyboardDismissMode {
    case none, onDrag, interactive
}

extension UIScrollView {
    public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode
}

/// What a scroll view tells about its scrolling. UIKit's optional requirements are the
/// protocol extension's defaults here.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
