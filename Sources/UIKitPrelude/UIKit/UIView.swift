/// How a view lays out its content when its size changes (UIKit's `UIView.ContentMode`).
public enum UIViewContentMode {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

extension UIView {
    public typealias ContentMode = UIViewContentMode
}

/// Light or dark appearance, as a view or controller overrides it.
public enum UIUserInterfaceStyle {
    case unspecified, light, dark
}

/// A view. It holds its subviews strongly and its superview weakly. A view
/// controller holds its view strongly; the view does not hold its controller.
public class UIView: UIResponder {
    /// The frame as it is without the transform: where `center` and `bounds` come from.
    var __frame: CGRect
    /// Scales, rotates or moves the view about its center (see CGAffineTransform.swift):
    /// `frame` is then the box around the transformed bounds.
    var transform = CGAffineTransform.identity
    /// How the view resizes when its superview's size changes (see UIViewAutoresizing.swift).
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isHidden = false
    var alpha = 1.0
    var tag = 0
    var contentMode = UIViewContentMode.scaleToFill
    var clipsToBounds = false
    var isUserInteractionEnabled = true
    var translatesAutoresizingMaskIntoConstraints = true
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// What UI tests and VoiceOver know the view by.
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var accessibilityHint: String?
    /// Strong: a view keeps its subviews alive.
    var subviews: [UIView] = []
    /// Weak: a subview does not keep its superview alive.
    weak var superview: UIView?
    /// Strong: the active constraints installed on this view (see NSLayoutConstraint.swift).
    var constraints: [NSLayoutConstraint] = []
    /// How much the view resists growing (hugging) and shrinking (compression resistance)
    /// past its content's size, horizontal first: what Auto Layout weighs, nothing more.
    var __contentHugging = [UILayoutPriority.defaultLow, UILayoutPriority.defaultLow]
    var __compressionResistance = [UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh]
    /// Strong: the view's layer, once asked for (see CALayer.swift).
    var __layer: CALayer?

    init(frame: CGRect) {
        self.__frame = frame
        super.init()
    }

    required init?(coder: NSCoder) {
        self.__frame = CGRect.zero
        super.init()
    }

    /// `UIView()` is a view with a zero frame.
    override convenience init() {
        self.init(frame: CGRect.zero)
    }

    /// The box around the view in its superview: its bounds about its center, transformed.
    /// Setting it while the transform is not the identity (which UIKit leaves undefined)
    /// moves the center there and keeps the bounds. A new size resizes the subviews by
    /// their autoresizing masks.
    var frame: CGRect {
        get { return transform.isIdentity ? __frame : transform.__box(around: __frame) }
        set {
            if !transform.isIdentity {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            let old = __frame.size
            __frame = newValue
            if autoresizesSubviews && (old.width != newValue.width || old.height != newValue.height) {
                for subview in subviews {
                    subview.__autoresize(from: old, to: newValue.size)
                }
            }
        }
    }

    var bounds: CGRect {
        return CGRect(x: 0, y: 0, width: __frame.width, height: __frame.height)
    }

    /// The middle of the frame, whatever the transform; setting it moves the view, keeping its size.
    var center: CGPoint {
        get { return CGPoint(x: __frame.midX, y: __frame.midY) }
        set {
            __frame.x = newValue.x - __frame.width / 2
            __frame.y = newValue.y - __frame.height / 2
        }
    }

    func addSubview(_ view: UIView) {
        view.__detach()
        subviews.append(view)
        view.superview = self
    }

    /// Strong: the view keeps its gesture recognizers (and they do not keep their targets).
    var gestureRecognizers: [UIGestureRecognizer]?

    func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        if gestureRecognizers == nil {
            gestureRecognizers = []
        }
        gestureRecognizers!.append(gestureRecognizer)
    }

    func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll(where: { $0 === gestureRecognizer })
        gestureRecognizer.view = nil
    }

    /// UIKit's layout pass over the views of a screen as it appears (after its
    /// viewWillAppear, before its viewDidAppear): each view of the tree is laid out, its
    /// subviews first; a table or collection view loads its rows then, if it has not yet.
    func __layOut(onScreenOf screen: UIViewController) {
        for subview in subviews {
            subview.__layOut(onScreenOf: screen)
        }
    }

    /// In a window: the top of its superviews is a window, or a screen's view on one.
    override func __isInWindow() -> Bool {
        var top: UIView = self
        while let parent = top.superview {
            top = parent
        }
        return __coordlabWindowOfTopView?(top) != nil
    }

    /// Leaving the superview ends the editing of the first responder inside, as leaving
    /// the window does in UIKit.
    func removeFromSuperview() {
        guard superview != nil else { return }
        var inside = __coordlabFirstResponder as? UIView
        while let view = inside, view !== self {
            inside = view.superview
        }
        inside?.__resignForced()
        __detach()
    }

    /// Takes the view out of its superview's subviews, as moving it to another superview does.
    func __detach() {
        guard let superview = superview else { return }
        superview.subviews.removeAll(where: { $0 === self })
        self.superview = nil
    }
}
