/// Insets from each edge: a scroll view's content inset, a stack's margins.
public struct UIEdgeInsets {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
