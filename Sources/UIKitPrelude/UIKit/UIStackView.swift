/// How a stack view lines up its views across its axis (UIKit's `UIStackView.Alignment`).
public enum UIStackViewAlignment {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// How a stack view shares its length among its views (UIKit's `UIStackView.Distribution`).
public enum UIStackViewDistribution {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

extension UIStackView {
    public typealias Alignment = UIStackViewAlignment
    public typealias Distribution = UIStackViewDistribution
}

/// A stack view: its arranged subviews are also its subviews, held strongly.
public class UIStackView: UIView {
    var arrangedSubviews: [UIView] = []
    var axis: UILayoutConstraintAxis = .horizontal
    var alignment: UIStackViewAlignment = .fill
    var distribution: UIStackViewDistribution = .fill
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
