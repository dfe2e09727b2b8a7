// Row selection as coordlab's `:select ROW [SECTION]` makes it (see PreludeHooks): the
// table or collection view of the screen on top, the rows (items) it shows, and a tap on
// one, which UIKit answers with the delegate's calls.

/// The table or collection view a tap on a row reaches: the first one, not hidden, in the
/// view tree of the screen on top, depth first, as `__coordlabActionSenders` walks it.
func __coordlabShownList() -> __CellListView? {
    guard let top = __coordlabTopViewController(), let root = top.viewIfLoaded else {
        return nil
    }
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
        if view.isHidden {
            continue
        }
        if let list = view as? __CellListView {
            return list
        }
        for subview in view.subviews.reversed() {
            pending.append(subview)
        }
    }
    return nil
}

/// The class of the list on screen (`UITableView`, `UICollectionView`, or the app's
/// subclass of one), "" when none is.
func __coordlabShownListKind() -> String {
    guard let list = __coordlabShownList() else {
        return ""
    }
    return "\(type(of: list))"
}

/// The rows (items) the list on screen shows, in order.
func __coordlabShownRows() -> [IndexPath] {
    guard let list = __coordlabShownList() else {
        return []
    }
    return list.__shownRows
}

/// A tap on each row the list on screen shows, as command lines: `:select ROW`, with the
/// section after the row when it is not 0 (`:select 2 1`).
func __coordlabPossibleSelections() -> [String] {
    var lines: [String] = []
    for indexPath in __coordlabShownRows() {
        lines.append(indexPath.section == 0 ? ":select \(indexPath.row)" : ":select \(indexPath.row) \(indexPath.section)")
    }
    return lines
}

/// `:select ROW SECTION` -- the user taps a row (item) the list on screen shows; its
/// delegate is told as UIKit tells it. False (nothing done) when no list on screen shows it.
@discardableResult
func __coordlabSelect(_ row: Int, _ section: Int) -> Bool {
    __coordlabSyncScreen()
    let indexPath = IndexPath(row: row, section: section)
    guard let list = __coordlabShownList(), list.__shownRows.contains(indexPath) else {
        return false
    }
    list.__userSelect(indexPath)
    return true
}
