// a screen with UIKit views the stand-ins do not model (an image view, a switch) is refused before the program runs at the first one, in words that say so
// expect-error: does not support this UIKit type yet
// expect-line: 6
// prelude: uikit
final class ProfileViewController: UIViewController {
    private let avatar = UIImageView()
    private let notifications = UISwitch()
    var onClose: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatar)
        view.addSubview(notifications)
    }
    deinit { print("deinit ProfileViewController") }
}
print("start")
let screen = ProfileViewController()
screen.loadViewIfNeeded()
