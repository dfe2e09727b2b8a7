/// A row of segments, one selected: a control whose value is `selectedSegmentIndex`
/// (`UISegmentedControl.noSegment`, -1, until one is chosen).
public class UISegmentedControl: UIControl {
    static let noSegment = -1
    var selectedSegmentIndex = UISegmentedControl.noSegment
    var selectedSegmentTintColor: UIColor?
    var __titles: [String?] = []

    /// A control with a segment per item: the strings' titles (an image item has none).
    convenience init(items: [Any]?) {
        self.init(frame: CGRect.zero)
        for item in items ?? [] {
            __titles.append(item as? String)
        }
    }

    var numberOfSegments: Int {
        return __titles.count
    }

    func titleForSegment(at segment: Int) -> String? {
        return __titles[segment]
    }

    func setTitle(_ title: String?, forSegmentAt segment: Int) {
        __titles[segment] = title
    }

    /// Inserts a segment; an index past the end appends it, as UIKit's does.
    func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        __titles.insert(title, at: min(segment, __titles.count))
    }

    func removeSegment(at segment: Int, animated: Bool) {
        __titles.remove(at: segment)
    }

    func removeAllSegments() {
        __titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
}
