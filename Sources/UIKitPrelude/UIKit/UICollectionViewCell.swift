/// An item of a collection view, with a content view (see ReusableCell.swift). A
/// collection view holds the cells it shows, and keeps the ones it stops showing for reuse
/// (see CellListView.swift).
public class UICollectionViewCell: __ReusableCell {
    var isSelected = false

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
