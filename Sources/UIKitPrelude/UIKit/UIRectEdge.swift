/// The edges of a rectangle (UIKit's option set): which edges of the screen a view
/// controller's view extends under the bars (`edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    static let top = UIRectEdge(rawValue: 1 << 0)
    static let left = UIRectEdge(rawValue: 1 << 1)
    static let bottom = UIRectEdge(rawValue: 1 << 2)
    static let right = UIRectEdge(rawValue: 1 << 3)
    static let all = UIRectEdge(rawValue: 15)
}
