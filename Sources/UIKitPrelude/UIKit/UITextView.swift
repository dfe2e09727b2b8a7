/// A scrolling, editable text. It holds its delegate weakly, as UIKit does: the scroll
/// view's `delegate`, which a `UITextViewDelegate` is (UIKit's property has that type).
public class UITextView: UIScrollView {
    var text: String! = ""
    var textColor: UIColor?
    var font: UIFont?
    var textAlignment: NSTextAlignment = .natural
    var isEditable = true
    var isSelectable = true
}

/// What a text view tells about editing. UIKit's optional requirements are the protocol
/// extension's defaults here.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {}
    func textViewDidBeginEditing(_ textView: UITextView) {}
    func textViewDidEndEditing(_ textView: UITextView) {}
}
