/// A text label.
class UILabel: UIView {
    var text: String?
    var textColor: UIColor?
    var numberOfLines = 1
}
