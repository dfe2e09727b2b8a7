/// A text label.
public class UILabel: UIView {
    var text: String?
    var textColor: UIColor?
    var font: UIFont = UIFont.systemFont(ofSize: 17)
    var textAlignment: NSTextAlignment = .natural
    var numberOfLines = 1
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    var adjustsFontForContentSizeCategory = false
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor = 0.0
}

/// Where a label breaks or cuts its text (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
