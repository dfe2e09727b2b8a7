/// The base class of views, view controllers, windows and the application: isolated to
/// the main actor, as UIKit's are; `@preconcurrency`, so that Swift 5 code outside the
/// main actor (top-level code without `await`) still uses them as it uses UIKit's.
///
/// One responder at a time is the first responder (the text field being edited), held
/// weakly (`__coordlabFirstResponder`). A view becomes it only while it is in a window
/// (see `UIView.window`); it stops being it when it resigns, when another becomes it, when
/// it or a superview leaves its superview, and when its screen disappears.
@preconcurrency @MainActor
public class UIResponder: NSObject {
    /// Whether it is where input can go: a view must be in a window.
    func __isInWindow() -> Bool {
        return true
    }

    /// Plain responders and views cannot become first responder; text fields, text views
    /// and search bars can.
    var canBecomeFirstResponder: Bool {
        return false
    }

    var canResignFirstResponder: Bool {
        return true
    }

    var isFirstResponder: Bool {
        return __coordlabFirstResponder === self
    }

    /// Makes this the first responder, if it can be and is in a window, after the present
    /// one resigns (which it may refuse); true if it is the first responder then.
    @discardableResult
    func becomeFirstResponder() -> Bool {
        if isFirstResponder {
            return true
        }
        if !__isInWindow() {
            return false
        }
        if !canBecomeFirstResponder {
            return false
        }
        if let present = __coordlabFirstResponder, !present.resignFirstResponder() {
            return false
        }
        __coordlabFirstResponder = self
        __didBecomeFirstResponder()
        return true
    }

    /// Gives up first responder, if it is it and agrees; true unless it refused.
    @discardableResult
    func resignFirstResponder() -> Bool {
        if !isFirstResponder {
            return true
        }
        if !canResignFirstResponder || !__shouldResignFirstResponder() {
            return false
        }
        __coordlabFirstResponder = nil
        __didResignFirstResponder()
        return true
    }

    /// Stops being the first responder without asking, as when its view leaves the window.
    func __resignForced() {
        if isFirstResponder {
            __coordlabFirstResponder = nil
            __didResignFirstResponder()
        }
    }

    /// What a text input asks its delegate before it ends editing.
    func __shouldResignFirstResponder() -> Bool {
        return true
    }

    /// What a text input tells its delegate and targets when editing begins and ends.
    func __didBecomeFirstResponder() {}

    func __didResignFirstResponder() {}
}

/// The first responder. Weak: being it keeps nothing alive.
weak var __coordlabFirstResponder: UIResponder?

/// The window a view at the top of a view tree is in (see `UIView.window`), once a window
/// exists to ask: every UIWindow sets it.
var __coordlabWindowOfTopView: ((UIView) -> UIView?)?
