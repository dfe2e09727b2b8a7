/// The sizes of an activity indicator (UIKit's `UIActivityIndicatorView.Style`).
public enum UIActivityIndicatorViewStyle {
    case medium, large
}

extension UIActivityIndicatorView {
    public typealias Style = UIActivityIndicatorViewStyle
}

/// A spinner that shows work going on. Hidden while stopped, unless told otherwise.
public class UIActivityIndicatorView: UIView {
    var style = UIActivityIndicatorViewStyle.medium
    var color: UIColor?
    var hidesWhenStopped = true
    var isAnimating = false

    convenience init(style: UIActivityIndicatorViewStyle) {
        self.init(frame: CGRect.zero)
        self.style = style
        isHidden = hidesWhenStopped
    }

    func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped {
            isHidden = true
        }
    }
}
