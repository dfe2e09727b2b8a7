// A UIKit initializer the stand-in lacks (UIColor(named:), an asset catalog color): refused before the run, where it stopped the program after its first lines
// expect-error: coordlab does not support 'UIColor(named:)' yet
// prelude: uikit
print("never printed")
final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Brand") ?? .systemBackground
    }
}
ThemedViewController().loadViewIfNeeded()
