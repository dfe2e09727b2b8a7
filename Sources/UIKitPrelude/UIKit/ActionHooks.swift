// Closure actions as coordlab's `:tap Type#n` touches them (see PreludeHooks): the
// controls and bar button items on the screen on top that hold a UIAction, and a touch
// on one, which runs its handlers as UIKit does.

/// The controls (with a UIAction) and bar button items (with a primary action) of the
/// screen on top: its navigation bar's items (left, then right), then its view's tree,
/// depth first, as `__coordlabCollectWired` orders them.
func __coordlabActionSenders() -> [AnyObject] {
    var found: [AnyObject] = []
    guard let top = __coordlabTopViewController() else {
        return found
    }
    if let item = top.__navigationItem {
        for bar in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) where bar.primaryAction != nil {
            found.append(bar)
        }
    }
    guard let root = top.viewIfLoaded else {
        return found
    }
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
        if view.isHidden {
            continue
        }
        if let control = view as? UIControl, control.isEnabled, !control.__actions.isEmpty {
            found.append(control)
        }
        for subview in view.subviews.reversed() {
            pending.append(subview)
        }
    }
    return found
}

/// A touch on sender `index` of `__coordlabActionSenders()`: a bar button item runs its
/// primary action; a control sends the actions of the first event it has actions for
/// (a button's touchUpInside), as a tap does.
func __coordlabTouchSender(_ index: Int) {
    let sender = __coordlabActionSenders()[index]
    if let item = sender as? UIBarButtonItem {
        if let action = item.primaryAction {
            action.handler(action)
        }
        return
    }
    if let control = sender as? UIControl {
        control.sendActions(for: control.__actionEvents[0])
    }
}
