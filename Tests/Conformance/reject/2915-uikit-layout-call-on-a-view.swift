// REJECT: UIView's layout API, which no lifetime depends on, is refused as unsupported before the program starts
// prelude: uikit
// expect-error: coordlab does not support 'UIView.layoutIfNeeded' yet
// expect-line: 8
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.layoutIfNeeded()
    }
    deinit { print("ProfileViewController deinit") }
}
print("before")
let profile = ProfileViewController()
profile.loadViewIfNeeded()
