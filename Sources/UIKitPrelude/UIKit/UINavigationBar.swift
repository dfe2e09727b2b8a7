/// The bar at the top of a navigation controller.
public class UINavigationBar: UIView {
    var prefersLargeTitles = false
    var isTranslucent = true
    var barTintColor: UIColor?
}
