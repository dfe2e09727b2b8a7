/// The looks of a progress bar (UIKit's `UIProgressView.Style`).
public enum UIProgressViewStyle {
    case `default`, bar
}

extension UIProgressView {
    public typealias Style = UIProgressViewStyle
}

/// A progress bar, from 0 to 1.
public class UIProgressView: UIView {
    var progressViewStyle = UIProgressViewStyle.default
    var progress: Float = 0
    var progressTintColor: UIColor?
    var trackTintColor: UIColor?

    convenience init(progressViewStyle style: UIProgressViewStyle) {
        self.init(frame: CGRect.zero)
        progressViewStyle = style
    }

    /// Sets the progress, kept within 0 and 1 as UIKit keeps it.
    func setProgress(_ progress: Float, animated: Bool) {
        self.progress = min(max(progress, 0), 1)
    }
}
