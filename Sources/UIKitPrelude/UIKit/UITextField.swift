/// A text field: a control with its text. Alerts keep the ones `addTextField` adds. It
/// holds its delegate weakly, as UIKit does; nothing is typed by itself, so the delegate
/// hears only what a program calls.
public class UITextField: UIControl {
    var text: String?
    var placeholder: String?
    var isSecureTextEntry = false
    var font: UIFont?
    var textColor: UIColor?
    var textAlignment: NSTextAlignment = .natural
    var borderStyle: UITextField.BorderStyle = .none
    var clearButtonMode: UITextField.ViewMode = .never
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var textContentType: UITextContentType!
    var enablesReturnKeyAutomatically = false
    var clearsOnBeginEditing = false
    var adjustsFontSizeToFitWidth = false
    /// Weak: the text field does not keep its delegate alive.
    weak var delegate: UITextFieldDelegate?

    /// Whether it is being edited: whether it is the first responder.
    var isEditing: Bool {
        return isFirstResponder
    }

    /// An enabled field can become first responder if its delegate agrees (UIKit asks
    /// `textFieldShouldBeginEditing(_:)` here).
    override var canBecomeFirstResponder: Bool {
        return isEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    override func __shouldResignFirstResponder() -> Bool {
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    /// Choice: the delegate hears that editing began or ended before the `.editingDidBegin`
    /// (`.editingDidEnd`) handlers run.
    override func __didBecomeFirstResponder() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    override func __didResignFirstResponder() {
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }
}

/// What a text field tells about editing. UIKit's optional requirements are the protocol
/// extension's defaults here.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { return true }
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { return true }
    func textFieldDidEndEditing(_ textField: UITextField) {}
    func textFieldDidChangeSelection(_ textField: UITextField) {}
    func textFieldShouldClear(_ textField: UITextField) -> Bool { return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { return true }
}
