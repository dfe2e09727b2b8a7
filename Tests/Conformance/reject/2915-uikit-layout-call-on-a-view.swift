// REJECT: UIView's sizing API (sizeToFit changes a frame by its content, which nothing here measures) is refused as unsupported before the program starts
// prelude: uikit
// expect-error: coordlab does not support 'UIView.sizeToFit' yet
// expect-line: 8
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.sizeToFit()
    }
    deinit { print("ProfileViewController deinit") }
}
print("before")
let profile = ProfileViewController()
profile.loadViewIfNeeded()
