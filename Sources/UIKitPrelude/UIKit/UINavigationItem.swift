/// What a controller shows in the navigation bar. A custom `leftBarButtonItem`
/// or `hidesBackButton` removes the back button, and with it (as in UIKit) the
/// interactive swipe back, unless the pop gesture's delegate is replaced.
public class UINavigationItem: NSObject {
    var title: String?
    var backButtonTitle: String?
    var hidesBackButton = false
    var leftBarButtonItem: UIBarButtonItem?
    var rightBarButtonItem: UIBarButtonItem?
    /// Strong: the screen's search controller, and so what it keeps.
    var searchController: UISearchController?
    var hidesSearchBarWhenScrolling = true
    /// Strong: the view shown in place of the title.
    var titleView: UIView?
    var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

    init(title: String) {
        self.title = title
        super.init()
    }

    func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

extension UINavigationItem {
    /// When the bar shows this item's title large (with `prefersLargeTitles`).
    public enum LargeTitleDisplayMode {
        case automatic, always, never
    }
}
