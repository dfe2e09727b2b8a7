/// Which way a flow layout lines up its items (UIKit's `UICollectionView.ScrollDirection`).
public enum UICollectionViewScrollDirection {
    case vertical
    case horizontal
}

extension UICollectionView {
    public typealias ScrollDirection = UICollectionViewScrollDirection
}

/// How a collection view places its items. The collection view holds its layout strongly.
public class UICollectionViewLayout: NSObject {
    /// The collection view using this layout. Weak (UIKit's is unowned-like and read-only).
    weak var collectionView: UICollectionView?

    /// How many items of a section fit on one line of a `width` points wide view (one,
    /// for a layout that is not a flow layout).
    func __itemsPerLine(width: CGFloat) -> Int {
        return 1
    }

    /// How tall one line of items is, spacing included (44 points, for a layout that is
    /// not a flow layout).
    var __lineHeight: CGFloat {
        return 44
    }
}

/// A grid: items of `itemSize` side by side, as many as fit across, then the next line.
/// Each section starts on a new line. (A horizontal flow lines them up the same way here:
/// nothing scrolls.)
public class UICollectionViewFlowLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 50, height: 50)
    var minimumLineSpacing: CGFloat = 10
    var minimumInteritemSpacing: CGFloat = 10
    var scrollDirection: UICollectionViewScrollDirection = .vertical

    override func __itemsPerLine(width: CGFloat) -> Int {
        let across = Int((width + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing))
        return across > 1 ? across : 1
    }

    override var __lineHeight: CGFloat {
        return itemSize.height + minimumLineSpacing
    }
}
