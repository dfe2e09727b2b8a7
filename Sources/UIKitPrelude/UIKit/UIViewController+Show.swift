/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit asks the nearest
/// container that shows controllers. A navigation controller pushes; with none above it,
/// the controller presents.
extension UIViewController {
    func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
}
