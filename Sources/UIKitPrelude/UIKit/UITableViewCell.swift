/// The built-in looks of a table cell (UIKit's `UITableViewCell.CellStyle`): `.default`
/// shows one label, the others a second, `detailTextLabel`, too.
public enum UITableViewCellStyle {
    case `default`
    case value1
    case value2
    case subtitle
}

/// What a cell shows at its trailing edge (UIKit's `UITableViewCell.AccessoryType`).
public enum UITableViewCellAccessoryType {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
public enum UITableViewCellSelectionStyle {
    case none
    case blue
    case gray
    case `default`
}

extension UITableViewCell {
    public typealias CellStyle = UITableViewCellStyle
    public typealias AccessoryType = UITableViewCellAccessoryType
    public typealias SelectionStyle = UITableViewCellSelectionStyle
}

/// A row of a table view, with a content view (see ReusableCell.swift) and the labels it
/// makes on first use in it. A table view holds the cells it shows, and keeps the ones it
/// stops showing for reuse (see CellListView.swift).
public class UITableViewCell: __ReusableCell {
    var accessoryType: UITableViewCellAccessoryType = .none
    var selectionStyle: UITableViewCellSelectionStyle = .default
    /// The style it was made with.
    let __cellStyle: UITableViewCellStyle
    var __textLabel: UILabel?
    var __detailTextLabel: UILabel?
    var __imageView: UIImageView?
    /// Strong: a view shown in place of the accessory type.
    var accessoryView: UIView?

    init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        self.__cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        __reuseIdentifier = reuseIdentifier
    }

    required init?(coder: NSCoder) {
        self.__cellStyle = .default
        super.init(coder: coder)
    }

    /// `UITableViewCell()` and `UITableViewCell(frame:)`: a `.default` cell without a
    /// reuse identifier.
    override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A registered class's cell is made with `init(style:reuseIdentifier:)`, as UIKit
    /// makes it: a subclass that overrides it and `init?(coder:)` inherits this.
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

    /// The image view at the leading edge, made on first use, in the content view.
    var imageView: UIImageView? {
        if __imageView == nil {
            let imageView = UIImageView()
            contentView.addSubview(imageView)
            __imageView = imageView
        }
        return __imageView
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
}
