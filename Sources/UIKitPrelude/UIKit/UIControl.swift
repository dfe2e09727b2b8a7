/// The events a control sends (UIKit's `UIControl.Event`; this was its name before Swift 4.2).
enum UIControlEvents {
    case touchUpInside
    case valueChanged
    case primaryActionTriggered
}

/// The states of a control (UIKit's `UIControl.State`; its name before Swift 4.2).
enum UIControlState {
    case normal
    case highlighted
    case disabled
    case selected
}

/// A control: keeps its actions (and so whatever their handlers capture).
/// `addTarget(_:action:for:)` needs `#selector`, which coordlab does not run;
/// use `addAction(_:for:)`.
class UIControl: UIView {
    var isEnabled = true
    /// Strong: the actions, and beside them the event each one answers.
    var __actions: [UIAction] = []
    var __actionEvents: [UIControlEvents] = []

    func addAction(_ action: UIAction, for controlEvents: UIControlEvents) {
        __actions.append(action)
        __actionEvents.append(controlEvents)
    }

    /// Runs the handlers registered for `controlEvents`, as a tap does.
    func sendActions(for controlEvents: UIControlEvents) {
        let actions = __actions
        let events = __actionEvents
        var index = 0
        for action in actions {
            if events[index] == controlEvents {
                action.handler(action)
            }
            index += 1
        }
    }
}
