// Target-action as coordlab's `:tap` sends it (see PreludeHooks): the controls, bar
// button items and gesture recognizers a user can touch on the screen on top, and the
// target-action pairs they send. There is no Objective-C runtime to call a method by its
// selector, so coordlab calls the method these name, on the target, with the sender.

/// Every target-action pair on the screen on top, in order: the top view controller's
/// navigation bar items (left, then right), then its view's tree, depth first (a control's
/// pairs, then its gesture recognizers'). Beside each: the sender, the target (nil: none
/// was given, or it was freed) and the method's name.
func __coordlabCollectWired(_ senders: inout [AnyObject], _ targets: inout [AnyObject?], _ actions: inout [String]) {
    guard let top = __coordlabTopViewController() else {
        return
    }
    if let item = top.__navigationItem {
        for bar in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            if let action = bar.action {
                senders.append(bar)
                targets.append(bar.target)
                actions.append(action.name)
            }
        }
    }
    guard let root = top.viewIfLoaded else {
        return
    }
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
        if view.isHidden {
            continue
        }
        if let control = view as? UIControl, control.isEnabled {
            for pair in control.__targetActions {
                senders.append(control)
                targets.append(pair.target)
                actions.append(pair.action.name)
            }
        }
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
            for pair in recognizer.__targetActions {
                senders.append(recognizer)
                targets.append(pair.target)
                actions.append(pair.action.name)
            }
        }
        for subview in view.subviews.reversed() {
            pending.append(subview)
        }
    }
}

/// The method names of the target-action pairs on screen, in `__coordlabCollectWired`'s order.
func __coordlabWiredActions() -> [String] {
    var senders: [AnyObject] = []
    var targets: [AnyObject?] = []
    var actions: [String] = []
    __coordlabCollectWired(&senders, &targets, &actions)
    return actions
}

/// The sender of pair `index`: the control, bar button item or gesture recognizer.
func __coordlabWiredSender(_ index: Int) -> AnyObject {
    var senders: [AnyObject] = []
    var targets: [AnyObject?] = []
    var actions: [String] = []
    __coordlabCollectWired(&senders, &targets, &actions)
    return senders[index]
}

/// The object pair `index` sends its action to: its target, or, when it has none, the
/// view controller on top (UIKit looks for it along the responder chain).
func __coordlabWiredTarget(_ index: Int) -> AnyObject {
    var senders: [AnyObject] = []
    var targets: [AnyObject?] = []
    var actions: [String] = []
    __coordlabCollectWired(&senders, &targets, &actions)
    if let target = targets[index] {
        return target
    }
    return __coordlabTopViewController()!
}
