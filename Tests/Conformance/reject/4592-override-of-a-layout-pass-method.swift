// A screen overriding a method UIKit calls in its layout pass (viewDidLayoutSubviews): coordlab has no layout pass, so the override would never run; refused before the run
// expect-error: coordlab does not support overriding 'UIViewController.viewDidLayoutSubviews' yet
// prelude: uikit
print("never printed")
final class GradientViewController: UIViewController {
    let gradient = UIView()
    override func viewDidLayoutSubviews() {
        gradient.frame = view.bounds
        print("laid out")
    }
}
let screen = GradientViewController()
screen.loadViewIfNeeded()
