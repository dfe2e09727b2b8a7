// Which gestures can begin on the screen on top (see PreludeHooks), asked without acting:
// explore tries only those, instead of trying each gesture and dropping it when the
// gesture's own function finds it cannot begin.

/// The gestures of `:back`, `:swipe back`, `:swipe back --cancel`, `:swipe down`,
/// `:swipe down --cancel`, `:select` (a tap on each row the list on screen shows) and
/// `:tap "Title"` (a tap on each enabled action of the alert on screen) that may begin
/// now, as the command lines. A superset: a gesture listed may still find, when tried, that it cannot begin (a pop gesture's delegate,
/// for one, is asked only then); one left out cannot.
func __coordlabPossibleGestures() -> [String] {
    var gestures: [String] = []
    guard let top = __coordlabTopPresented() else {
        return gestures
    }
    if let navigation = __coordlabNavigationController(in: top), navigation.viewControllers.count > 1 {
        if navigation.__showsBackButton {
            gestures.append(":back")
        }
        gestures.append(":swipe back")
        gestures.append(":swipe back --cancel")
    }
    if top.__presentingViewController != nil && top.__canBeSwipedDown {
        gestures.append(":swipe down")
        gestures.append(":swipe down --cancel")
    }
    gestures += __coordlabPossibleSelections()
    for title in top.__actionTitles {
        gestures.append(":tap \"" + title + "\"")
    }
    return gestures
}
