/// The button types (UIKit's `UIButton.ButtonType`; its name before Swift 4.2).
public enum UIButtonType {
    case custom
    case system
}

/// A button.
public class UIButton: UIControl {
    var currentTitle: String?
    /// Strong: the image for each state that has one.
    var __images: [UIControlState: UIImage] = [:]
    /// Space around the content, the title and the image: kept for what a program reads.
    var contentEdgeInsets = UIEdgeInsets.zero
    var titleEdgeInsets = UIEdgeInsets.zero
    var imageEdgeInsets = UIEdgeInsets.zero

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

    func setImage(_ image: UIImage?, for state: UIControlState) {
        __images[state] = image
    }

    /// The image for `state`, else the `.normal` one, as UIKit falls back to it.
    func image(for state: UIControlState) -> UIImage? {
        return __images[state] ?? __images[.normal]
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
