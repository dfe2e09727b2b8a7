// A screen observing the keyboard (UIResponder.keyboardWillShowNotification): UIKit's notification names the stand-ins lack are refused as unsupported, not as members UIResponder has not got
// expect-error: coordlab does not support 'UIResponder.keyboardWillShowNotification' yet
// prelude: uikit
print("never printed")
final class FormViewController: UIViewController {
    var observer: NSObjectProtocol?
    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
            print("keyboard")
        }
    }
}
FormViewController().loadViewIfNeeded()
