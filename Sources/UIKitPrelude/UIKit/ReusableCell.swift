/// What a table view's and a collection view's cells share: a reuse identifier, a content
/// view, `prepareForReuse()`, and the initializer a list makes a registered class's cells
/// with. The prelude's machinery, not a UIKit class: in UIKit the two cell classes only
/// look alike.
public class __ReusableCell: UIView {
    /// The identifier the list queues the cell under; nil for a cell made without one.
    var __reuseIdentifier: String?
    /// Strong: where a cell's own subviews go.
    let contentView: UIView

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

    /// How a list makes a cell of a registered class, as UIKit calls the cell class's own
    /// initializer (`init(frame:)` here): Swift can call an initializer through a metatype
    /// only if it is `required`. A subclass that overrides every designated initializer of
    /// its superclass, or declares none, inherits it.
    required convenience init(__registeredWithReuseIdentifier identifier: String) {
        self.init(frame: CGRect.zero)
        __reuseIdentifier = identifier
    }

    var reuseIdentifier: String? {
        return __reuseIdentifier
    }

    /// Called when the list takes the cell from its reuse queue, before the data source
    /// configures it again. Override to reset what a configuration set.
    func prepareForReuse() {}
}
