/// A color as Core Graphics keeps it: what a layer's border and shadow are drawn in.
/// (A value here, made from a `UIColor` by `cgColor`; Core Graphics' is a reference.)
public struct CGColor: Equatable {
    let __name: String
}

extension UIColor {
    /// The color as a layer takes it.
    var cgColor: CGColor {
        return CGColor(__name: __name)
    }
}

/// The layer behind a view (Core Animation's `CALayer`): the corners, border and shadow a
/// screen sets on it. Nothing is drawn; the values are kept and read back with UIKit's
/// defaults. A view holds its layer strongly and the layer's `delegate` is the view, held
/// weakly, so a layer makes no cycle. `masksToBounds` is the view's `clipsToBounds`, as in
/// UIKit, where the view's property reads and writes its layer's.
public class CALayer {
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(__name: "black")
    var shadowColor: CGColor? = CGColor(__name: "black")
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var name: String?
    /// Weak: the view this layer backs (UIKit's layer delegate), nil for a layer of its own.
    weak var delegate: UIView?
    private var __masksToBounds = false

    init() {}

    var masksToBounds: Bool {
        get { return delegate?.clipsToBounds ?? __masksToBounds }
        set {
            if let view = delegate {
                view.clipsToBounds = newValue
            } else {
                __masksToBounds = newValue
            }
        }
    }
}

extension UIView {
    /// The view's layer, made the first time it is asked for (UIKit makes it with the view;
    /// nothing tells the two apart but a memory graph).
    var layer: CALayer {
        if let layer = __layer { return layer }
        let layer = CALayer()
        layer.delegate = self
        __layer = layer
        return layer
    }
}
