/// An alert's look (UIKit's `UIAlertController.Style`).
public enum UIAlertControllerStyle {
    case alert
    case actionSheet
}

/// An action's look (UIKit's `UIAlertAction.Style`).
public enum UIAlertActionStyle {
    case `default`
    case cancel
    case destructive
}

/// A button of an alert. It keeps its handler strongly, and so whatever the handler
/// captures, for as long as the alert keeps the action.
public class UIAlertAction: NSObject {
    let title: String?
    let style: UIAlertActionStyle
    var isEnabled = true
    /// Strong: the handler and what it captures.
    var __handler: ((UIAlertAction) -> Void)?

    init(title: String?, style: UIAlertActionStyle, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.__handler = handler
        super.init()
    }
}

/// An alert or action sheet: a view controller that keeps its actions strongly. Presented
/// like any other; it does not cover its presenter (no disappearance callbacks there) and
/// cannot be swiped away. Tapping an action dismisses the alert, then runs the handler.
public class UIAlertController: UIViewController {
    var message: String?
    let preferredStyle: UIAlertControllerStyle
    /// Strong: the alert keeps its actions, and so their handlers.
    var actions: [UIAlertAction] = []
    /// Weak, as in UIKit: one of `actions`.
    weak var preferredAction: UIAlertAction?
    /// Strong: the fields `addTextField` added (nil until the first).
    var textFields: [UITextField]?

    init(title: String?, message: String?, preferredStyle: UIAlertControllerStyle) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        self.preferredStyle = .alert
        super.init(coder: coder)
    }

    /// An alert cannot be swiped away (`:swipe down` does nothing).
    override var __canBeSwipedDown: Bool {
        return false
    }

    /// The titles of its enabled actions, in order: what `:tap "Title"` can tap.
    override var __actionTitles: [String] {
        var titles: [String] = []
        for action in actions where action.isEnabled {
            if let title = action.title {
                titles.append(title)
            }
        }
        return titles
    }

    func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field (alerts only); the handler configures it at once.
    func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        if textFields == nil {
            textFields = []
        }
        textFields!.append(field)
    }

    /// What a tap on `action` does: the alert is dismissed, then the handler runs.
    func __tap(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) {
            action.__handler?(action)
        }
    }
}

/// Taps the action titled `title` of the alert on screen, as the user would. Returns
/// false when no alert is on screen or it has no such action.
@discardableResult
func __coordlabTapAlertAction(_ title: String) -> Bool {
    guard let alert = __coordlabTopPresented() as? UIAlertController else { return false }
    for action in alert.actions where action.title == title {
        alert.__tap(action)
        return true
    }
    return false
}
