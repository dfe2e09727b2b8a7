// ERRORS: super names the superclass's members
class BaseViewController {
    func viewDidLoad() { print("base did load") }
}
final class HomeViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        super.viewWillAppear()
    }
}
HomeViewController().viewDidLoad()
