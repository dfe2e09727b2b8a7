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
    /// The attributed text last given, kept while `text` is still its string.
    var __attributedText: NSAttributedString?

    /// The text with its attributes. Setting it sets `text` to its string; once `text` is
    /// set to something else, it is that text without attributes of its own.
    var attributedText: NSAttributedString? {
        get {
            guard let text = text else { return nil }
            if let given = __attributedText, given.string == text {
                return given
            }
            return NSAttributedString(string: text)
        }
        set {
            __attributedText = newValue
            text = newValue?.string
        }
    }
}

/// Where a label breaks or cuts its text (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
