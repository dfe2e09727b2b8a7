/// The bar at the top of a navigation controller.
public class UINavigationBar: UIView {
    var prefersLargeTitles = false
    var isTranslucent = true
    var barTintColor: UIColor?
    /// How the title is drawn (font, color…). Strong: the dictionary holds its values.
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
