/// What a table view and a collection view share: registered cell classes, the rows (items)
/// on screen with their cells, the reuse queue, the row counts, the selection, and when
/// they ask their data source. The prelude's machinery, not a UIKit class: a scroll view,
/// as both are in UIKit (nothing scrolls by itself, and the rows on screen are those from
/// the top, whatever `contentOffset` says). Each list says how it asks its own data source and delegate by
/// overriding the `__ask…` and `__tell…` methods.
///
/// When a list asks its data source (UIKit does it in a layout pass; the prelude lays out
/// at once, as it runs a transition's callbacks inside the call):
/// - as the screen showing it appears (after viewWillAppear, before viewDidAppear), if it
///   has not loaded its rows yet or `reloadData()` was called while it was off screen;
/// - at `reloadData()`, while that screen is on screen.
/// Loading asks the number of sections, the rows of each, then, row by row from the top,
/// for each row on screen: its extent (a table asks its delegate's height), its cell, and
/// tells the delegate it will be displayed. The rows on screen are those that begin above
/// the list's bottom edge: the list is as tall as its frame, or as the screen (844 points)
/// while its frame has no height (a list laid out by constraints). Nothing scrolls, so the
/// other rows' cells are never asked for. Before loading, the cells shown go to the reuse
/// queue (those without a reuse identifier are released); after, the queue keeps no more
/// cells than the list shows.
public class __CellListView: UIScrollView {
    var allowsSelection = true
    /// The cell classes registered by reuse identifier.
    var __registeredCells: [String: __ReusableCell.Type] = [:]
    /// The rows on screen and their cells, top first. Strong (the cells are also subviews).
    var __shownRows: [IndexPath] = []
    var __shownCells: [__ReusableCell] = []
    /// Cells no longer shown, waiting to be dequeued. Strong.
    var __reuseQueue: [__ReusableCell] = []
    /// The row counts of each section, as last asked.
    var __rowCounts: [Int] = []
    /// Whether `__rowCounts` was asked since the last reload.
    var __countsAreCurrent = false
    /// Whether the rows on screen are to be loaded (at the next appearance, if off screen).
    var __needsReload = true
    var __selectedRow: IndexPath?
    /// The screen whose appearance last laid this list out.
    weak var __screen: UIViewController?
    /// Row edits waiting for the end of their group (see CellListEdits.swift), and how many
    /// groups are open.
    var __pendingInserted: [IndexPath] = []
    var __pendingDeleted: [IndexPath] = []
    var __pendingReloaded: [IndexPath] = []
    var __pendingMoves: [__RowMove] = []
    var __editDepth = 0

    /// Forgets the rows, cells and selection and asks the data source again: at once
    /// while the list's screen is on screen, else when it appears.
    func reloadData() {
        __needsReload = true
        __countsAreCurrent = false
        __selectedRow = nil
        if __screen?.__isOnScreen ?? false {
            __loadRows()
        }
    }

    var numberOfSections: Int {
        __loadCountsIfNeeded()
        return __rowCounts.count
    }

    // MARK: What each list asks and tells its own data source and delegate

    /// Whether there is a data source to ask.
    var __hasDataSource: Bool {
        return false
    }

    func __askSectionCount() -> Int {
        return 0
    }

    func __askRowCount(_ section: Int) -> Int {
        return 0
    }

    /// How far down the next row begins after `indexPath`, one of `rowCount` rows of its section.
    func __askExtent(_ indexPath: IndexPath, rowCount: Int) -> CGFloat {
        return 44
    }

    func __askCell(_ indexPath: IndexPath) -> __ReusableCell {
        fatalError("a list without a data source was asked for a cell")
    }

    func __tellWillDisplay(_ cell: __ReusableCell, _ indexPath: IndexPath) {}

    /// Asks a section's header and footer titles, after the row counts (a table's; a
    /// collection view has none).
    func __askSectionTitles(_ section: Int) {}

    /// The row a tap on `indexPath` selects, nil when the delegate cancels it.
    func __askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        return indexPath
    }

    func __tellDidSelect(_ indexPath: IndexPath) {}

    func __tellDidDeselect(_ indexPath: IndexPath) {}

    // MARK: Cells

    /// Cells for `identifier` are made from `cellClass`; nil (or a class that is not a
    /// cell) forgets the identifier.
    func __register(_ cellClass: AnyClass?, _ identifier: String) {
        __registeredCells[identifier] = cellClass as? __ReusableCell.Type
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the
    /// class registered for `identifier`, else nil.
    func __dequeue(_ identifier: String) -> __ReusableCell? {
        if let index = __reuseQueue.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let cell = __reuseQueue.remove(at: index)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = __registeredCells[identifier] else {
            return nil
        }
        return cellClass.init(__registeredWithReuseIdentifier: identifier)
    }

    /// The cell shown for `indexPath`, nil if that row is not on screen.
    func __shownCell(at indexPath: IndexPath) -> __ReusableCell? {
        guard let index = __shownRows.firstIndex(of: indexPath) else {
            return nil
        }
        return __shownCells[index]
    }

    /// The row a shown cell is at, nil if the cell is not shown.
    func __shownRow(of cell: __ReusableCell) -> IndexPath? {
        guard let index = __shownCells.firstIndex(where: { $0 === cell }) else {
            return nil
        }
        return __shownRows[index]
    }

    // MARK: Selection

    /// Deselects a row as code does: the delegate is not told.
    func __deselect(_ indexPath: IndexPath) {
        if __selectedRow == indexPath {
            __selectedRow = nil
        }
    }

    /// A tap on row `indexPath` (`:select`): the delegate may cancel (or, for a table,
    /// redirect) it; a row selected before is deselected and the delegate told, then the
    /// row is selected and the delegate told, as UIKit does for a tap.
    func __userSelect(_ indexPath: IndexPath) {
        guard allowsSelection, let row = __askWillSelect(indexPath) else {
            return
        }
        if let previous = __selectedRow, previous != row {
            __selectedRow = nil
            __tellDidDeselect(previous)
        }
        __selectedRow = row
        __tellDidSelect(row)
    }

    // MARK: Layout

    override func __layOut(onScreenOf screen: UIViewController) {
        super.__layOut(onScreenOf: screen)
        __screen = screen
        if __needsReload {
            __loadRows()
        }
    }

    /// Asks the data source for the row counts if nothing asked since the last reload.
    func __loadCountsIfNeeded() {
        if __countsAreCurrent {
            return
        }
        __countsAreCurrent = true
        __rowCounts = []
        if !__hasDataSource {
            return
        }
        let sections = __askSectionCount()
        for section in 0..<sections {
            __rowCounts.append(__askRowCount(section))
        }
        for section in 0..<sections {
            __askSectionTitles(section)
        }
    }

    /// Loads the rows on screen (see the type's comment for the rule).
    func __loadRows() {
        for cell in __shownCells {
            __retire(cell)
        }
        __shownCells = []
        __shownRows = []
        __loadCountsIfNeeded()
        __needsReload = false
        __layOutRows(keeping: [], [])
    }

    /// Lays out the rows that begin above the bottom edge, from the top: each row's extent
    /// is asked, a row in `keptRows` keeps its cell (from `keptCells`), any other asks for
    /// one; kept cells of rows no longer on screen leave last.
    func __layOutRows(keeping keptRows: [IndexPath], _ keptCells: [__ReusableCell]) {
        var keptRows = keptRows
        var keptCells = keptCells
        let bottom = frame.height > 0 ? frame.height : UIScreen.main.bounds.height
        var top: CGFloat = 0
        var section = 0
        while __hasDataSource && section < __rowCounts.count && top < bottom {
            var row = 0
            while row < __rowCounts[section] && top < bottom {
                let indexPath = IndexPath(row: row, section: section)
                let extent = __askExtent(indexPath, rowCount: __rowCounts[section])
                if let kept = keptRows.firstIndex(of: indexPath) {
                    __shownRows.append(indexPath)
                    __shownCells.append(keptCells[kept])
                    keptRows.remove(at: kept)
                    keptCells.remove(at: kept)
                } else {
                    let cell = __askCell(indexPath)
                    __shownRows.append(indexPath)
                    __shownCells.append(cell)
                    addSubview(cell)
                    __tellWillDisplay(cell, indexPath)
                }
                top += extent
                row += 1
            }
            section += 1
        }
        for cell in keptCells {
            __retire(cell)
        }
        while __reuseQueue.count > __shownCells.count {
            __reuseQueue.removeFirst()
        }
    }

    /// A cell no longer shown: off the list, into the reuse queue if it has an identifier.
    func __retire(_ cell: __ReusableCell) {
        cell.removeFromSuperview()
        if cell.reuseIdentifier != nil {
            __reuseQueue.append(cell)
        }
    }
}
