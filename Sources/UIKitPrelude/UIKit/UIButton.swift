/// The button types (UIKit's `UIButton.ButtonType`; its name before Swift 4.2).
public enum UIButtonType {
    case custom
    case system
}

/// A button.
public class UIButton: UIControl {
    var currentTitle: String?

    convenience init(type buttonType: UIButtonType) {
        self.init(frame: CGRect.zero)
    }

    convenience init(type buttonType: UIButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: CGRect.zero)
        if let action = primaryAction {
            addAction(action, for: .touchUpInside)
            currentTitle = action.title
        }
    }

    func setTitle(_ title: String?, for state: UIControlState) {
        if state == .normal {
            currentTitle = title
        }
    }

    func setTitleColor(_ color: UIColor?, for state: UIControlState) {
    }

    /// The label that shows the title (a screen sets its font), made the first time it is
    /// asked for; its text is the current title. Strong: the button keeps it.
    var titleLabel: UILabel? {
        let label = __titleLabel ?? UILabel()
        __titleLabel = label
        label.text = currentTitle
        return label
    }
    var __titleLabel: UILabel?
}
