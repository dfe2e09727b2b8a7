/// Auto Layout, as far as it decides lifetimes. coordlab lays nothing out: an anchor
/// names a view and an edge, a constraint relates two anchors. A constraint holds its
/// views weakly; an active one is kept by the view it is installed on (here, its first
/// view), in that view's `constraints`, as UIKit keeps it.
public final class NSLayoutConstraint {
    /// Weak, as UIKit's: a constraint does not keep its views alive.
    weak var __firstItem: UIView?
    weak var __secondItem: UIView?
    var constant: Double
    var multiplier: Double
    var priority = UILayoutPriority.required
    var identifier: String?

    init(__first first: UIView?, second: UIView?, constant: Double, multiplier: Double) {
        __firstItem = first
        __secondItem = second
        self.constant = constant
        self.multiplier = multiplier
    }

    var firstItem: UIView? { __firstItem }
    var secondItem: UIView? { __secondItem }

    /// Activating installs the constraint on its first view; deactivating removes it.
    var isActive: Bool {
        get { __firstItem?.constraints.contains(where: { $0 === self }) ?? false }
        set {
            guard let view = __firstItem else { return }
            view.constraints.removeAll(where: { $0 === self })
            if newValue { view.constraints.append(self) }
        }
    }

    static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }
}

/// How strongly a constraint holds (a number, as UIKit's).
public struct UILayoutPriority {
    let rawValue: Double
    init(_ rawValue: Double) { self.rawValue = rawValue }
    init(rawValue: Double) { self.rawValue = rawValue }
    static let required = UILayoutPriority(1000)
    static let defaultHigh = UILayoutPriority(750)
    static let defaultLow = UILayoutPriority(250)
}

/// What the X and Y anchors share: their view, and the constraints relating them to
/// another anchor of the same axis (UIKit's generic `NSLayoutAnchor`).
public protocol __AxisAnchor {
    var __item: UIView? { get }
}

extension __AxisAnchor {
    func constraint(equalTo anchor: Self, constant: Double = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: anchor.__item, constant: constant, multiplier: 1)
    }
    func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: anchor.__item, constant: constant, multiplier: 1)
    }
    func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: anchor.__item, constant: constant, multiplier: 1)
    }
}

/// A leading, trailing, left, right or horizontal center line of a view, for constraints:
/// a value that names its view weakly.
public struct NSLayoutXAxisAnchor: __AxisAnchor {
    public weak var __item: UIView?
}

/// A top, bottom or vertical center line of a view.
public struct NSLayoutYAxisAnchor: __AxisAnchor {
    public weak var __item: UIView?
}

/// A width or height of a view.
public struct NSLayoutDimension {
    weak var __item: UIView?
    func constraint(equalToConstant constant: Double) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: nil, constant: constant, multiplier: 1)
    }
    func constraint(greaterThanOrEqualToConstant constant: Double) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: nil, constant: constant, multiplier: 1)
    }
    func constraint(lessThanOrEqualToConstant constant: Double) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: nil, constant: constant, multiplier: 1)
    }
    func constraint(equalTo anchor: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(__first: __item, second: anchor.__item, constant: constant, multiplier: multiplier)
    }
}

/// An axis: a stack view's, a content priority's (UIKit's `NSLayoutConstraint.Axis`, also spelled
/// `UILayoutConstraintAxis`).
public enum UILayoutConstraintAxis {
    case horizontal
    case vertical
}

extension NSLayoutConstraint {
    public typealias Axis = UILayoutConstraintAxis
}

/// A view's anchors (the safe area's are the view's own here: coordlab has no bars).
extension UIView {
    var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(__item: self) }
    var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(__item: self) }
    var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(__item: self) }
    var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(__item: self) }
    var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(__item: self) }
    var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(__item: self) }
    var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(__item: self) }
    var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(__item: self) }
    var widthAnchor: NSLayoutDimension { NSLayoutDimension(__item: self) }
    var heightAnchor: NSLayoutDimension { NSLayoutDimension(__item: self) }
    var safeAreaLayoutGuide: UIView { self }
    var layoutMarginsGuide: UIView { self }

    func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        return __contentHugging[axis == .horizontal ? 0 : 1]
    }

    func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        __contentHugging[axis == .horizontal ? 0 : 1] = priority
    }

    func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        return __compressionResistance[axis == .horizontal ? 0 : 1]
    }

    func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        __compressionResistance[axis == .horizontal ? 0 : 1] = priority
    }
}
