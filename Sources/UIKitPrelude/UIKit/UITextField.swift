/// A text field: a control with its text. Alerts keep the ones `addTextField` adds.
public class UITextField: UIControl {
    var text: String?
    var placeholder: String?
    var isSecureTextEntry = false
}
