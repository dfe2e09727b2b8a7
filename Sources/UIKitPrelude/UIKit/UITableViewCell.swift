/// The built-in looks of a table cell (UIKit's `UITableViewCell.CellStyle`): `.default`
/// shows one label, the others a second, `detailTextLabel`, too.
enum UITableViewCellStyle {
    case `default`
    case value1
    case value2
    case subtitle
}

/// What a cell shows at its trailing edge (UIKit's `UITableViewCell.AccessoryType`).
enum UITableViewCellAccessoryType {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
enum UITableViewCellSelectionStyle {
    case none
    case blue
    case gray
    case `default`
}

extension UITableViewCell {
    typealias CellStyle = UITableViewCellStyle
    typealias AccessoryType = UITableViewCellAccessoryType
    typealias SelectionStyle = UITableViewCellSelectionStyle
}

/// A row of a table view. It holds its content view strongly (a subview), and the labels
/// it makes on first use in it. A table view holds the cells it shows, and keeps the ones
/// it stops showing for reuse (see UITableView.swift).
class UITableViewCell: UIView {
    let reuseIdentifier: String?
    /// Strong: where a cell's own subviews go.
    let contentView: UIView
    var accessoryType: UITableViewCellAccessoryType = .none
    var selectionStyle: UITableViewCellSelectionStyle = .default
    /// The style it was made with.
    let __cellStyle: UITableViewCellStyle
    var __textLabel: UILabel?
    var __detailTextLabel: UILabel?

    init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.__cellStyle = style
        self.contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        self.__cellStyle = .default
        self.contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `UITableViewCell()` and `UITableViewCell(frame:)`: a `.default` cell without a
    /// reuse identifier.
    override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// How a table view makes a cell of a registered class, as UIKit calls
    /// `init(style:reuseIdentifier:)` on it: Swift can call an initializer through a
    /// metatype only if it is `required`, and a subclass that overrides
    /// `init(style:reuseIdentifier:)` and `init?(coder:)` inherits this one.
    required convenience init(__registeredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The main label, made on first use, in the content view.
    var textLabel: UILabel? {
        if __textLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            __textLabel = label
        }
        return __textLabel
    }

    /// The second label of the `.value1`, `.value2` and `.subtitle` styles, made on first
    /// use; nil for `.default`.
    var detailTextLabel: UILabel? {
        if __cellStyle == .default {
            return nil
        }
        if __detailTextLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            __detailTextLabel = label
        }
        return __detailTextLabel
    }

    /// Called when the table view takes the cell from its reuse queue, before the data
    /// source configures it again. Override to reset what a configuration set.
    func prepareForReuse() {}
}
