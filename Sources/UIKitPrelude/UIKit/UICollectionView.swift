/// Items in sections, placed by a layout (held strongly). It holds the cells it shows
/// strongly (as subviews) and keeps the ones it stops showing in a reuse queue; its data
/// source and delegate are weak (the delegate is the scroll view's, as for a table view).
/// It asks them as CellListView.swift says, placing items
/// line by line: as many across as the layout fits in its width (its frame's, or the
/// screen's 390 points while its frame has none), each section on a new line; the items
/// on the lines that begin within its height are on screen.
public class UICollectionView: __CellListView {
    /// Strong.
    var collectionViewLayout: UICollectionViewLayout
    /// Weak, as in UIKit.
    weak var dataSource: UICollectionViewDataSource?

    init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Cells

    /// Cells for `identifier` are made from `cellClass` (a UICollectionViewCell subclass);
    /// nil forgets the identifier.
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        __register(cellClass, identifier)
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the
    /// class registered for `identifier`; UIKit stops the app when none is registered.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = __dequeue(identifier) as? UICollectionViewCell else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// The cell shown for `indexPath`, nil if that item is not on screen.
    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        return __shownCell(at: indexPath) as? UICollectionViewCell
    }

    /// The item a shown cell is at, nil if the cell is not shown.
    func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        return __shownRow(of: cell)
    }

    var visibleCells: [UICollectionViewCell] {
        return __shownCells.compactMap { $0 as? UICollectionViewCell }
    }

    var indexPathsForVisibleItems: [IndexPath] {
        return __shownRows
    }

    func numberOfItems(inSection section: Int) -> Int {
        __loadCountsIfNeeded()
        return __rowCounts[section]
    }

    // MARK: Editing items (see CellListEdits.swift for when the data source is asked)

    func insertItems(at indexPaths: [IndexPath]) {
        __edit(inserted: indexPaths)
    }

    func deleteItems(at indexPaths: [IndexPath]) {
        __edit(deleted: indexPaths)
    }

    /// Moves the item at `indexPath` to `newIndexPath`; the data source already has it there.
    /// The item keeps its cell.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        __edit(moved: [__RowMove(from: indexPath, to: newIndexPath)])
    }

    func reloadItems(at indexPaths: [IndexPath]) {
        __edit(reloaded: indexPaths)
    }

    /// Applies the edits `updates` makes together; `completion` runs at once with true
    /// (UIKit: when the animation ends).
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        __beginEdits()
        updates?()
        __endEdits()
        completion?(true)
    }

    // MARK: Selection

    var indexPathsForSelectedItems: [IndexPath]? {
        guard let selected = __selectedRow else {
            return []
        }
        return [selected]
    }

    /// Deselects an item as code does: the delegate is not told.
    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        __deselect(indexPath)
    }

    // MARK: Asking the data source and the delegate

    /// The scroll view's delegate, as the collection view's.
    var __delegate: UICollectionViewDelegate? {
        return delegate as? UICollectionViewDelegate
    }

    override var __hasDataSource: Bool {
        return dataSource != nil
    }

    override func __askSectionCount() -> Int {
        return dataSource?.numberOfSections(in: self) ?? 0
    }

    override func __askRowCount(_ section: Int) -> Int {
        return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// A line's height after the last item of a line (or of the section), else nothing.
    override func __askExtent(_ indexPath: IndexPath, rowCount: Int) -> CGFloat {
        let width = frame.width > 0 ? frame.width : UIScreen.main.bounds.width
        let across = collectionViewLayout.__itemsPerLine(width: width)
        if (indexPath.item + 1) % across == 0 || indexPath.item + 1 == rowCount {
            return collectionViewLayout.__lineHeight
        }
        return 0
    }

    override func __askCell(_ indexPath: IndexPath) -> __ReusableCell {
        return dataSource!.collectionView(self, cellForItemAt: indexPath)
    }

    override func __tellWillDisplay(_ cell: __ReusableCell, _ indexPath: IndexPath) {
        __delegate?.collectionView(self, willDisplay: cell as! UICollectionViewCell, forItemAt: indexPath)
    }

    /// The delegate's `collectionView(_:shouldSelectItemAt:)`, which may cancel the tap.
    override func __askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        if let delegate = __delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) {
            return nil
        }
        return indexPath
    }

    override func __tellDidSelect(_ indexPath: IndexPath) {
        __delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    override func __tellDidDeselect(_ indexPath: IndexPath) {
        __delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
