// Row selection as coordlab's `:select ROW [SECTION]` makes it (see PreludeHooks): the
// table or collection view of the screen on top, the rows (items) it shows, and a tap on
// one, which UIKit answers with the delegate's calls.

/// The table or collection view a tap on a row reaches: the first one, not hidden, in the
/// view tree of the screen on top, depth first, as `__coordlabActionSenders` walks it.
func __coordlabShownList() -> UIView? {
    guard let top = __coordlabTopViewController(), let root = top.viewIfLoaded else {
        return nil
    }
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
        if view.isHidden {
            continue
        }
        if view is UITableView || view is UICollectionView {
            return view
        }
        for subview in view.subviews.reversed() {
            pending.append(subview)
        }
    }
    return nil
}

/// The class of the list on screen (`UITableView`, `UICollectionView`), "" when none is.
func __coordlabShownListKind() -> String {
    if __coordlabShownList() is UICollectionView {
        return "UICollectionView"
    }
    return __coordlabShownList() == nil ? "" : "UITableView"
}

/// The rows (items) the list on screen shows, in order.
func __coordlabShownRows() -> [IndexPath] {
    if let table = __coordlabShownList() as? UITableView {
        return table.__shownRows
    }
    if let collection = __coordlabShownList() as? UICollectionView {
        return collection.__shownItems
    }
    return []
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
    if !__coordlabShownRows().contains(indexPath) {
        return false
    }
    if let table = __coordlabShownList() as? UITableView {
        table.__userSelect(indexPath)
    }
    if let collection = __coordlabShownList() as? UICollectionView {
        collection.__userSelect(indexPath)
    }
    return true
}
