/// A table view's look (UIKit's `UITableView.Style`).
public enum UITableViewStyle {
    case plain
    case grouped
    case insetGrouped
}

/// Where a row is scrolled to (UIKit's `UITableView.ScrollPosition`). Nothing scrolls here.
public enum UITableViewScrollPosition {
    case none
    case top
    case middle
    case bottom
}

/// How inserted, deleted and reloaded rows animate (UIKit's `UITableView.RowAnimation`).
/// Nothing animates here: edits apply at once.
public enum UITableViewRowAnimation {
    case fade, right, left, top, bottom, none, middle, automatic
}

extension UITableView {
    public typealias Style = UITableViewStyle
    public typealias ScrollPosition = UITableViewScrollPosition
    public typealias RowAnimation = UITableViewRowAnimation
}

/// A list of rows in sections. It holds the cells it shows strongly (as subviews) and
/// keeps the ones it stops showing in a reuse queue; its data source and delegate are weak
/// (the delegate is the scroll view's `delegate`: a `UITableViewDelegate` is a
/// `UIScrollViewDelegate`; UIKit's property has the table's type).
/// It asks them as CellListView.swift says: the rows that begin within its height, each
/// as tall as the delegate's `tableView(_:heightForRowAt:)` says (`rowHeight` unless
/// implemented; `automaticDimension` counts as 44 points).
public class UITableView: __CellListView {
    let style: UITableViewStyle
    /// Weak, as in UIKit.
    weak var dataSource: UITableViewDataSource?
    var rowHeight: CGFloat = 44
    var estimatedRowHeight: CGFloat = 44
    var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    var separatorColor: UIColor?
    /// Strong, as a subview's.
    var tableHeaderView: UIView?
    /// Strong, as a subview's.
    var tableFooterView: UIView?
    /// Each section's header and footer titles, as the data source last gave them.
    var __headerTitles: [Int: String] = [:]
    var __footerTitles: [Int: String] = [:]

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
        __register(cellClass, identifier)
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the
    /// class registered for `identifier`, else nil.
    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        return __dequeue(identifier) as? UITableViewCell
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
        return __shownCell(at: indexPath) as? UITableViewCell
    }

    /// The row a shown cell is at, nil if the cell is not shown.
    func indexPath(for cell: UITableViewCell) -> IndexPath? {
        return __shownRow(of: cell)
    }

    var visibleCells: [UITableViewCell] {
        return __shownCells.compactMap { $0 as? UITableViewCell }
    }

    var indexPathsForVisibleRows: [IndexPath]? {
        return __shownRows
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
        __deselect(indexPath)
    }

    // MARK: Asking the data source and the delegate

    /// The scroll view's delegate, as the table's.
    var __delegate: UITableViewDelegate? {
        return delegate as? UITableViewDelegate
    }

    // MARK: Editing rows (see CellListEdits.swift for when the data source is asked)

    func insertRows(at indexPaths: [IndexPath], with animation: UITableViewRowAnimation) {
        __edit(inserted: indexPaths)
    }

    func deleteRows(at indexPaths: [IndexPath], with animation: UITableViewRowAnimation) {
        __edit(deleted: indexPaths)
    }

    func reloadRows(at indexPaths: [IndexPath], with animation: UITableViewRowAnimation) {
        __edit(reloaded: indexPaths)
    }

    /// Moves the row at `indexPath` to `newIndexPath`; the data source already has it there.
    /// The row keeps its cell.
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        __edit(moved: [__RowMove(from: indexPath, to: newIndexPath)])
    }

    func beginUpdates() {
        __beginEdits()
    }

    func endUpdates() {
        __endEdits()
    }

    /// Applies the edits `updates` makes together; `completion` runs at once with true
    /// (UIKit: when the animation ends).
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        __beginEdits()
        updates?()
        __endEdits()
        completion?(true)
    }

    override var __hasDataSource: Bool {
        return dataSource != nil
    }

    override func __askSectionCount() -> Int {
        return dataSource?.numberOfSections(in: self) ?? 0
    }

    override func __askRowCount(_ section: Int) -> Int {
        return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    override func __askExtent(_ indexPath: IndexPath, rowCount: Int) -> CGFloat {
        let height = __delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height < 0 ? 44 : height
    }

    override func __askCell(_ indexPath: IndexPath) -> __ReusableCell {
        return dataSource!.tableView(self, cellForRowAt: indexPath)
    }

    override func __askSectionTitles(_ section: Int) {
        __headerTitles[section] = dataSource?.tableView(self, titleForHeaderInSection: section)
        __footerTitles[section] = dataSource?.tableView(self, titleForFooterInSection: section)
    }

    override func __tellWillDisplay(_ cell: __ReusableCell, _ indexPath: IndexPath) {
        __delegate?.tableView(self, willDisplay: cell as! UITableViewCell, forRowAt: indexPath)
    }

    /// The delegate's `tableView(_:willSelectRowAt:)`, which may redirect or cancel the tap.
    override func __askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = __delegate else {
            return indexPath
        }
        return delegate.tableView(self, willSelectRowAt: indexPath)
    }

    override func __tellDidSelect(_ indexPath: IndexPath) {
        __delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    override func __tellDidDeselect(_ indexPath: IndexPath) {
        __delegate?.tableView(self, didDeselectRowAt: indexPath)
    }
}

extension UITableViewCell {
    /// Whether lines are drawn between a table's rows.
    public enum SeparatorStyle {
        case none, singleLine
    }
}
