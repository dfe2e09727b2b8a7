/// How a view resizes when its superview's size changes (UIKit's option set, with its raw
/// values): each flexible margin or side takes a share of the change.
extension UIView {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes this view for its superview's change of size from `old` to `new`: along each
    /// axis, the change is shared by the flexible parts (leading margin, extent, trailing
    /// margin) in proportion to their present lengths, evenly when those are all zero.
    func __autoresize(from old: CGSize, to new: CGSize) {
        if autoresizingMask.isEmpty {
            return
        }
        var box = frame
        let horizontal = __share(new.width - old.width, margins: box.x, box.width, old.width - box.maxX,
                                 flexible: autoresizingMask.contains(.flexibleLeftMargin),
                                 autoresizingMask.contains(.flexibleWidth), autoresizingMask.contains(.flexibleRightMargin))
        let vertical = __share(new.height - old.height, margins: box.y, box.height, old.height - box.maxY,
                               flexible: autoresizingMask.contains(.flexibleTopMargin),
                               autoresizingMask.contains(.flexibleHeight), autoresizingMask.contains(.flexibleBottomMargin))
        box.x += horizontal[0]
        box.width += horizontal[1]
        box.y += vertical[0]
        box.height += vertical[1]
        frame = box
    }

    /// The shares of `change` that the leading margin and the extent take.
    func __share(_ change: CGFloat, margins leading: CGFloat, _ extent: CGFloat, _ trailing: CGFloat,
                 flexible flexibleLeading: Bool, _ flexibleExtent: Bool, _ flexibleTrailing: Bool) -> [CGFloat] {
        let lengths = [flexibleLeading ? leading : 0, flexibleExtent ? extent : 0, flexibleTrailing ? trailing : 0]
        let flexibleCount = [flexibleLeading, flexibleExtent, flexibleTrailing].filter { $0 }.count
        if change == 0 || flexibleCount == 0 {
            return [0, 0]
        }
        let total = lengths[0] + lengths[1] + lengths[2]
        if total == 0 {
            let even = change / CGFloat(flexibleCount)
            return [flexibleLeading ? even : 0, flexibleExtent ? even : 0]
        }
        return [change * lengths[0] / total, change * lengths[1] / total]
    }
}
