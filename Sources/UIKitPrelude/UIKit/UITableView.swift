/// A table view's look (UIKit's `UITableView.Style`).
enum UITableViewStyle {
    case plain
    case grouped
    case insetGrouped
}

/// Where a row is scrolled to (UIKit's `UITableView.ScrollPosition`). Nothing scrolls here.
enum UITableViewScrollPosition {
    case none
    case top
    case middle
    case bottom
}

extension UITableView {
    typealias Style = UITableViewStyle
    typealias ScrollPosition = UITableViewScrollPosition
}

/// A list of rows in sections. It holds the cells it shows strongly (as subviews) and
/// keeps the ones it stops showing in a reuse queue; its data source and delegate are weak.
///
/// When it asks its data source (UIKit does it in a layout pass; the prelude lays out at
/// once, as it runs a transition's callbacks inside the call):
/// - as the screen showing it appears (after viewWillAppear, before viewDidAppear), if it
///   has not loaded its rows yet or `reloadData()` was called while it was off screen;
/// - at `reloadData()`, while that screen is on screen.
/// Loading asks `numberOfSections(in:)`, then `tableView(_:numberOfRowsInSection:)` for
/// each section, then, row by row from the top, the delegate's
/// `tableView(_:heightForRowAt:)`, the data source's `tableView(_:cellForRowAt:)` and the
/// delegate's `tableView(_:willDisplay:forRowAt:)` for the rows on screen: those that
/// begin above the table's bottom edge. The table is as tall as its frame, or as the
/// screen (844 points) while its frame has no height (a table laid out by constraints).
/// Nothing scrolls, so the other rows' cells are never asked for. Before loading, the
/// cells shown go to the reuse queue (those without a reuse identifier are released);
/// after, the queue keeps no more cells than the table shows.
class UITableView: UIView {
    let style: UITableViewStyle
    /// Weak, as in UIKit.
    weak var dataSource: UITableViewDataSource?
    /// Weak, as in UIKit.
    weak var delegate: UITableViewDelegate?
    var rowHeight: CGFloat = 44
    var estimatedRowHeight: CGFloat = 44
    var allowsSelection = true
    /// Strong, as a subview's.
    var tableHeaderView: UIView?
    /// Strong, as a subview's.
    var tableFooterView: UIView?
    /// The cell classes registered by reuse identifier.
    var __registeredCells: [String: UITableViewCell.Type] = [:]
    /// The rows on screen and their cells, top first. Strong (the cells are also subviews).
    var __shownRows: [IndexPath] = []
    var __shownCells: [UITableViewCell] = []
    /// Cells no longer shown, waiting to be dequeued. Strong.
    var __reuseQueue: [UITableViewCell] = []
    /// The row counts of each section, as last asked.
    var __rowCounts: [Int] = []
    /// Whether `__rowCounts` was asked since the last reload.
    var __countsAreCurrent = false
    /// Whether the rows on screen are to be loaded (at the next appearance, if off screen).
    var __needsReload = true
    var __selectedRow: IndexPath?
    /// The screen whose appearance last laid this table out.
    weak var __screen: UIViewController?

    /// `UITableView.automaticDimension`: a height the cell decides (44 points here).
    static let automaticDimension: CGFloat = -1

    init(frame: CGRect, style: UITableViewStyle) {
        self.style = style
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// `UITableView()` and `UITableView(frame:)`: a plain table.
    override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Cells for `identifier` are made from `cellClass` (a UITableViewCell subclass);
    /// nil forgets the identifier.
    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        __registeredCells[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the
    /// class registered for `identifier`, else nil.
    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
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

    /// As `dequeueReusableCell(withIdentifier:)`; UIKit stops the app when no class is
    /// registered for `identifier`.
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// The cell shown for `indexPath`, nil if that row is not on screen.
    func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard let index = __shownRows.firstIndex(of: indexPath) else {
            return nil
        }
        return __shownCells[index]
    }

    /// The row a shown cell is at, nil if the cell is not shown.
    func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let index = __shownCells.firstIndex(where: { $0 === cell }) else {
            return nil
        }
        return __shownRows[index]
    }

    var visibleCells: [UITableViewCell] {
        return __shownCells
    }

    var indexPathsForVisibleRows: [IndexPath]? {
        return __shownRows
    }

    // MARK: Rows

    /// Forgets the rows and cells and asks the data source again: at once while the
    /// table's screen is on screen, else when it appears.
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

    func numberOfRows(inSection section: Int) -> Int {
        __loadCountsIfNeeded()
        return __rowCounts[section]
    }

    // MARK: Selection

    var indexPathForSelectedRow: IndexPath? {
        return __selectedRow
    }

    /// Selects a row as code does: the delegate is not told.
    func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableViewScrollPosition) {
        __selectedRow = indexPath
    }

    /// Deselects a row as code does: the delegate is not told.
    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if __selectedRow == indexPath {
            __selectedRow = nil
        }
    }

    /// A tap on row `indexPath` (`:select`): the delegate's willSelectRowAt may redirect
    /// or cancel it; a row selected before is deselected (didDeselectRowAt), then the row
    /// is selected (didSelectRowAt), as UIKit does for a tap.
    func __userSelect(_ indexPath: IndexPath) {
        if !allowsSelection {
            return
        }
        var chosen: IndexPath? = indexPath
        if let delegate = delegate {
            chosen = delegate.tableView(self, willSelectRowAt: indexPath)
        }
        guard let row = chosen else {
            return
        }
        if let previous = __selectedRow, previous != row {
            __selectedRow = nil
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        __selectedRow = row
        delegate?.tableView(self, didSelectRowAt: row)
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
        guard let dataSource = dataSource else {
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<sections {
            __rowCounts.append(dataSource.tableView(self, numberOfRowsInSection: section))
        }
    }

    /// Loads the rows on screen (see the type's comment for the rule).
    func __loadRows() {
        for cell in __shownCells {
            cell.removeFromSuperview()
            if cell.reuseIdentifier != nil {
                __reuseQueue.append(cell)
            }
        }
        __shownCells = []
        __shownRows = []
        __loadCountsIfNeeded()
        __needsReload = false
        guard let dataSource = dataSource else {
            return
        }
        let bottom = frame.height > 0 ? frame.height : UIScreen.main.bounds.height
        var top: CGFloat = 0
        var section = 0
        while section < __rowCounts.count && top < bottom {
            var row = 0
            while row < __rowCounts[section] && top < bottom {
                let indexPath = IndexPath(row: row, section: section)
                var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height < 0 {
                    height = 44
                }
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                __shownRows.append(indexPath)
                __shownCells.append(cell)
                addSubview(cell)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                top += height
                row += 1
            }
            section += 1
        }
        while __reuseQueue.count > __shownCells.count {
            __reuseQueue.removeFirst()
        }
    }
}
