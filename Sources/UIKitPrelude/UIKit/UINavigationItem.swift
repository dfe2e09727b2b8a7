/// What a controller shows in the navigation bar. A custom `leftBarButtonItem`
/// or `hidesBackButton` removes the back button, and with it (as in UIKit) the
/// interactive swipe back, unless the pop gesture's delegate is replaced.
public class UINavigationItem: NSObject {
    var title: String?
    var backButtonTitle: String?
    var hidesBackButton = false
    /// Strong: the items at the leading edge, leading first, and at the trailing edge,
    /// trailing first.
    var leftBarButtonItems: [UIBarButtonItem]?
    var rightBarButtonItems: [UIBarButtonItem]?
    /// Strong: the item the next screen's back button shows for this one.
    var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button stays beside custom leading items.
    var leftItemsSupplementBackButton = false
    var prompt: String?
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

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    var leftBarButtonItem: UIBarButtonItem? {
        get { return leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    var rightBarButtonItem: UIBarButtonItem? {
        get { return rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}

extension UINavigationItem {
    /// When the bar shows this item's title large (with `prefersLargeTitles`).
    public enum LargeTitleDisplayMode {
        case automatic, always, never
    }
}
