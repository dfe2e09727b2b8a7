// REJECT: a UIKit member the stand-in lacks is refused as unsupported, not as a member UIKit has not got
// prelude: uikit
// expect-error: coordlab does not support 'UIViewController.performSegue' yet
// expect-line: 9
final class DetailViewController: UIViewController {
    var itemID = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        performSegue(withIdentifier: "showDetail", sender: nil)
        print("detail", itemID)
    }
}
let detail = DetailViewController()
detail.loadViewIfNeeded()
