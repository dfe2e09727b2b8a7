// a screen with UIKit views the stand-ins do not model (a picker view, a visual effect view) is refused before the program runs at the first one, in words that say so
// expect-error: does not support this UIKit type yet
// expect-line: 6
// prelude: uikit
final class ProfileViewController: UIViewController {
    private let picker = UIPickerView()
    private let blur = UIVisualEffectView()
    var onClose: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(picker)
        view.addSubview(blur)
    }
    deinit { print("deinit ProfileViewController") }
}
print("start")
let screen = ProfileViewController()
screen.loadViewIfNeeded()
