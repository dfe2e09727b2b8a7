/// A text label.
class UILabel: UIView {
    var text: String?
    var textColor: UIColor?
    var font: UIFont = UIFont.systemFont(ofSize: 17)
    var textAlignment: NSTextAlignment = .natural
    var numberOfLines = 1
}
