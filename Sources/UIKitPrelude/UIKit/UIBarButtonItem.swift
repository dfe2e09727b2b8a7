/// How a bar button item looks (UIKit's `UIBarButtonItem.Style`).
public enum UIBarButtonItemStyle {
    case plain
    case done
}

/// The system's bar buttons (UIKit's `UIBarButtonItem.SystemItem`).
public enum UIBarButtonSystemItem {
    case done
    case cancel
    case edit
    case save
    case add
    case close
    case action
    case compose
    case refresh
    case trash
}

/// A button in a navigation bar. It keeps its `primaryAction` strongly and its
/// `target` weakly, as UIKit does.
public class UIBarButtonItem: NSObject {
    var title: String?
    var image: UIImage?
    var style: UIBarButtonItemStyle = .plain
    /// Strong: the item keeps its action (and what its handler captures).
    var primaryAction: UIAction?
    /// Weak: the item does not keep its target alive.
    weak var target: AnyObject?
    var action: Selector?
    /// Strong: the view shown in place of a title or image.
    var customView: UIView?
    var tintColor: UIColor?
    var isEnabled = true

    /// An item that shows `customView`.
    convenience init(customView: UIView) {
        self.init(title: nil)
        self.customView = customView
    }

    convenience init(title: String?, style: UIBarButtonItemStyle, target: AnyObject?, action: Selector?) {
        self.init(title: title)
        self.style = style
        self.target = target
        self.action = action
    }

    convenience init(barButtonSystemItem systemItem: UIBarButtonSystemItem, target: AnyObject?, action: Selector?) {
        self.init(title: nil)
        self.target = target
        self.action = action
    }

    init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }
}
