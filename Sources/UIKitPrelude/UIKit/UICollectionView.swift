/// Items in sections, placed by a layout (held strongly). It holds the cells it shows
/// strongly (as subviews) and keeps the ones it stops showing in a reuse queue; its data
/// source and delegate are weak.
///
/// It asks its data source when a table view does (see UITableView.swift: as the screen
/// showing it appears, and at `reloadData()` while that screen is on screen):
/// `numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)` for each
/// section, then, item by item, `collectionView(_:cellForItemAt:)` and the delegate's
/// `collectionView(_:willDisplay:forItemAt:)` for the items on screen. Items are placed
/// line by line (as many across as the layout fits in the view's width, each section on a
/// new line); those on the lines that begin above the view's bottom edge are on screen.
/// The view is as wide and tall as its frame, or as the screen (390 by 844 points) where
/// its frame is zero. Before loading, the cells shown go to the reuse queue; after, the
/// queue keeps no more cells than the view shows.
class UICollectionView: UIView {
    /// Strong.
    var collectionViewLayout: UICollectionViewLayout
    /// Weak, as in UIKit.
    weak var dataSource: UICollectionViewDataSource?
    /// Weak, as in UIKit.
    weak var delegate: UICollectionViewDelegate?
    var allowsSelection = true
    /// The cell classes registered by reuse identifier.
    var __registeredCells: [String: UICollectionViewCell.Type] = [:]
    /// The items on screen and their cells, in order. Strong (the cells are also subviews).
    var __shownItems: [IndexPath] = []
    var __shownCells: [UICollectionViewCell] = []
    /// Cells no longer shown, waiting to be dequeued. Strong.
    var __reuseQueue: [UICollectionViewCell] = []
    /// The item counts of each section, as last asked.
    var __itemCounts: [Int] = []
    /// Whether `__itemCounts` was asked since the last reload.
    var __countsAreCurrent = false
    /// Whether the items on screen are to be loaded (at the next appearance, if off screen).
    var __needsReload = true
    var __selectedItem: IndexPath?
    /// The screen whose appearance last laid this view out.
    weak var __screen: UIViewController?

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
        __registeredCells[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), else a new one of the
    /// class registered for `identifier`; UIKit stops the app when none is registered.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let index = __reuseQueue.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let cell = __reuseQueue.remove(at: index)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = __registeredCells[identifier] else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cellClass.init(__registeredWithReuseIdentifier: identifier)
    }

    /// The cell shown for `indexPath`, nil if that item is not on screen.
    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let index = __shownItems.firstIndex(of: indexPath) else {
            return nil
        }
        return __shownCells[index]
    }

    /// The item a shown cell is at, nil if the cell is not shown.
    func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let index = __shownCells.firstIndex(where: { $0 === cell }) else {
            return nil
        }
        return __shownItems[index]
    }

    var visibleCells: [UICollectionViewCell] {
        return __shownCells
    }

    var indexPathsForVisibleItems: [IndexPath] {
        return __shownItems
    }

    // MARK: Items

    /// Forgets the items and cells and asks the data source again: at once while the
    /// view's screen is on screen, else when it appears.
    func reloadData() {
        __needsReload = true
        __countsAreCurrent = false
        __selectedItem = nil
        if __screen?.__isOnScreen ?? false {
            __loadItems()
        }
    }

    var numberOfSections: Int {
        __loadCountsIfNeeded()
        return __itemCounts.count
    }

    func numberOfItems(inSection section: Int) -> Int {
        __loadCountsIfNeeded()
        return __itemCounts[section]
    }

    // MARK: Selection

    var indexPathsForSelectedItems: [IndexPath]? {
        guard let selected = __selectedItem else {
            return []
        }
        return [selected]
    }

    /// Deselects an item as code does: the delegate is not told.
    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        if __selectedItem == indexPath {
            __selectedItem = nil
        }
    }

    /// A tap on item `indexPath` (`:select`): the delegate's shouldSelectItemAt may cancel
    /// it; an item selected before is deselected (didDeselectItemAt), then the item is
    /// selected (didSelectItemAt), as UIKit does for a tap.
    func __userSelect(_ indexPath: IndexPath) {
        if !allowsSelection {
            return
        }
        if let delegate = delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) {
            return
        }
        if let previous = __selectedItem, previous != indexPath {
            __selectedItem = nil
            delegate?.collectionView(self, didDeselectItemAt: previous)
        }
        __selectedItem = indexPath
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Layout

    override func __layOut(onScreenOf screen: UIViewController) {
        super.__layOut(onScreenOf: screen)
        __screen = screen
        if __needsReload {
            __loadItems()
        }
    }

    /// Asks the data source for the item counts if nothing asked since the last reload.
    func __loadCountsIfNeeded() {
        if __countsAreCurrent {
            return
        }
        __countsAreCurrent = true
        __itemCounts = []
        guard let dataSource = dataSource else {
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<sections {
            __itemCounts.append(dataSource.collectionView(self, numberOfItemsInSection: section))
        }
    }

    /// Loads the items on screen (see the type's comment for the rule).
    func __loadItems() {
        for cell in __shownCells {
            cell.removeFromSuperview()
            __reuseQueue.append(cell)
        }
        __shownCells = []
        __shownItems = []
        __loadCountsIfNeeded()
        __needsReload = false
        guard let dataSource = dataSource else {
            return
        }
        let width = frame.width > 0 ? frame.width : UIScreen.main.bounds.width
        let bottom = frame.height > 0 ? frame.height : UIScreen.main.bounds.height
        let across = collectionViewLayout.__itemsPerLine(width: width)
        var top: CGFloat = 0
        var section = 0
        while section < __itemCounts.count && top < bottom {
            var item = 0
            while item < __itemCounts[section] && top < bottom {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                __shownItems.append(indexPath)
                __shownCells.append(cell)
                addSubview(cell)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                item += 1
                if item % across == 0 || item == __itemCounts[section] {
                    top += collectionViewLayout.__lineHeight
                }
            }
            section += 1
        }
        while __reuseQueue.count > __shownCells.count {
            __reuseQueue.removeFirst()
        }
    }
}
