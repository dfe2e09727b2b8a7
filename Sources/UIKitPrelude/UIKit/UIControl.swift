/// The events a control sends (UIKit's `UIControl.Event`; this was its name before Swift 4.2).
/// One event at a time here: `.allEditingEvents` and `.allEvents` stand for their groups
/// where a handler is added.
public enum UIControlEvents {
    case touchDown
    case touchUpInside
    case touchUpOutside
    case touchCancel
    case valueChanged
    case primaryActionTriggered
    case editingDidBegin
    case editingChanged
    case editingDidEnd
    case editingDidEndOnExit
    case allEditingEvents
    case allEvents

    /// Whether a handler added for these events answers `event`.
    func __includes(_ event: UIControlEvents) -> Bool {
        if self == event {
            return true
        }
        switch self {
        case .allEvents:
            return true
        case .allEditingEvents:
            return event == .editingDidBegin || event == .editingChanged || event == .editingDidEnd
                || event == .editingDidEndOnExit
        default:
            return false
        }
    }
}

/// The states of a control (UIKit's `UIControl.State`; its name before Swift 4.2).
public enum UIControlState {
    case normal
    case highlighted
    case disabled
    case selected
}

/// A control: keeps its actions (and so whatever their handlers capture) strongly,
/// and the targets of `addTarget(_:action:for:)` weakly, as UIKit does.
public class UIControl: UIView {
    var isEnabled = true
    /// Strong: the actions, and beside them the event each one answers.
    var __actions: [UIAction] = []
    var __actionEvents: [UIControlEvents] = []
    /// The target-action pairs (targets weak), and beside them the event each answers.
    var __targetActions: [__TargetAction] = []
    var __targetEvents: [UIControlEvents] = []

    func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: UIControlEvents) {
        __targetActions.append(__TargetAction(target: target, action: action))
        __targetEvents.append(controlEvents)
    }

    func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: UIControlEvents) {
        var kept: [__TargetAction] = []
        var keptEvents: [UIControlEvents] = []
        var index = 0
        for pair in __targetActions {
            let sameTarget = target == nil || pair.target === target
            let sameAction = action == nil || pair.action == action!
            if !(sameTarget && sameAction && __targetEvents[index] == controlEvents) {
                kept.append(pair)
                keptEvents.append(__targetEvents[index])
            }
            index += 1
        }
        __targetActions = kept
        __targetEvents = keptEvents
    }

    /// The targets still alive (UIKit's `allTargets`, as an array).
    var allTargets: [AnyObject] {
        return __targetActions.compactMap { $0.target }
    }

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
            if events[index].__includes(controlEvents) {
                action.handler(action)
            }
            index += 1
        }
    }
}
