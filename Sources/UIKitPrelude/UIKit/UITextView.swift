/// A scrolling, editable text. It holds its delegate weakly, as UIKit does: the scroll
/// view's `delegate`, which a `UITextViewDelegate` is (UIKit's property has that type).
public class UITextView: UIScrollView {
    var text: String! = ""
    var textColor: UIColor?
    var font: UIFont?
    var textAlignment: NSTextAlignment = .natural
    var isEditable = true
    var isSelectable = true

    /// An editable text view can become first responder if its delegate agrees; a
    /// selectable one can, without editing.
    override var canBecomeFirstResponder: Bool {
        if isEditable {
            return (delegate as? UITextViewDelegate)?.textViewShouldBeginEditing(self) ?? true
        }
        return isSelectable
    }

    override func __shouldResignFirstResponder() -> Bool {
        if isEditable {
            return (delegate as? UITextViewDelegate)?.textViewShouldEndEditing(self) ?? true
        }
        return true
    }

    override func __didBecomeFirstResponder() {
        if isEditable {
            (delegate as? UITextViewDelegate)?.textViewDidBeginEditing(self)
        }
    }

    override func __didResignFirstResponder() {
        if isEditable {
            (delegate as? UITextViewDelegate)?.textViewDidEndEditing(self)
        }
    }
}

/// What a text view tells about editing. UIKit's optional requirements are the protocol
/// extension's defaults here.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { return true }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { return true }
    func textViewDidChange(_ textView: UITextView) {}
    func textViewDidBeginEditing(_ textView: UITextView) {}
    func textViewDidEndEditing(_ textView: UITextView) {}
}
