/// Ordering, finding and placing views in a view tree: the subviews array is back to
/// front, as in UIKit, and each call moves a view as `addSubview` does (out of its old
/// superview first).
extension UIView {
    /// Inserts `view` at `index` of the subviews (at the end past it).
    func insertSubview(_ view: UIView, at index: Int) {
        view.__detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Inserts `view` just in front of `siblingSubview` (at the front if it is not a subview).
    func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.__detach()
        let index = subviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
    }

    /// Inserts `view` just behind `siblingSubview` (at the front if it is not a subview).
    func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.__detach()
        let index = subviews.firstIndex(where: { $0 === siblingSubview }) ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
    }

    func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// This view if its tag is `tag`, else the first such view among its descendants,
    /// depth first, back to front.
    func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag {
            return self
        }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) {
                return found
            }
        }
        return nil
    }

    /// Ends the editing of the first responder if it is this view or inside it: asks it to
    /// resign, or makes it resign when `force` is true. Choice: true also when no first
    /// responder is inside (there is nothing left editing).
    @discardableResult
    func endEditing(_ force: Bool) -> Bool {
        guard let responder = __coordlabFirstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            responder.__resignForced()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Whether this view is `view` or inside it.
    func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// The window the view is in: the window at the top of its superviews, or, for a
    /// view inside a screen's root view, the window showing that screen while the screen
    /// is on it. Choice: a screen's view is in its window from viewWillAppear until
    /// viewDidDisappear (in UIKit a pushed screen's view joins the window after its
    /// viewWillAppear); nil in viewDidLoad, as in UIKit.
    var window: UIWindow? {
        var top: UIView = self
        while let parent = top.superview {
            top = parent
        }
        return __coordlabWindowOfTopView?(top) as? UIWindow
    }
}

/// The window `top`, the top of a view tree, is in: itself if it is a window, else the
/// app's window while it shows the screen whose view `top` is.
func __coordlabWindow(ofTopView top: UIView) -> UIView? {
    if let window = top as? UIWindow {
        return window
    }
    guard let window = __coordlabAppWindow, !window.isHidden, let root = window.rootViewController else {
        return nil
    }
    return root.__showsInWindow(top) ? window : nil
}

extension UIViewController {
    /// Whether `view` is the root view of this controller, of a child on screen with it, or
    /// of a controller they present, while that controller is on screen.
    func __showsInWindow(_ view: UIView) -> Bool {
        if viewIfLoaded === view {
            return __appearState != .disappeared
        }
        for child in __appearanceChildren() {
            if child.__showsInWindow(view) {
                return true
            }
        }
        return __presentedViewController?.__showsInWindow(view) ?? false
    }
}
