/// An item of a collection view. It holds its content view strongly (a subview). A
/// collection view holds the cells it shows, and keeps the ones it stops showing for reuse
/// (see UICollectionView.swift).
class UICollectionViewCell: UIView {
    /// Set when the collection view makes the cell; nil for a cell made by hand.
    var __reuseIdentifier: String?
    /// Strong: where a cell's own subviews go.
    let contentView: UIView
    var isSelected = false

    override init(frame: CGRect) {
        self.contentView = UIView()
        super.init(frame: frame)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        self.contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a collection view makes a cell of a registered class, as UIKit calls
    /// `init(frame:)` on it: Swift can call an initializer through a metatype only if it
    /// is `required`, and a subclass that overrides `init(frame:)` and `init?(coder:)`
    /// inherits this one.
    required convenience init(__registeredWithReuseIdentifier identifier: String) {
        self.init(frame: CGRect.zero)
        __reuseIdentifier = identifier
    }

    var reuseIdentifier: String? {
        return __reuseIdentifier
    }

    /// Called when the collection view takes the cell from its reuse queue, before the
    /// data source configures it again. Override to reset what a configuration set.
    func prepareForReuse() {}
}
