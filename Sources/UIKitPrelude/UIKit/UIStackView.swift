/// The axis of a stack view (UIKit's `NSLayoutConstraint.Axis`).
enum UILayoutConstraintAxis {
    case horizontal
    case vertical
}

/// A stack view: its arranged subviews are also its subviews, held strongly.
class UIStackView: UIView {
    var arrangedSubviews: [UIView] = []
    var axis: UILayoutConstraintAxis = .horizontal
    var spacing = 0.0

    convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: CGRect.zero)
        for view in views {
            addArrangedSubview(view)
        }
    }

    func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll(where: { $0 === view })
    }
}
