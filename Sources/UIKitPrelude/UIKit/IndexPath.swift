/// Where a row (or an item) is in a table or collection view: its section, and its place
/// in the section. Foundation's `IndexPath` holds any number of indexes; this one holds
/// the two a table or collection view uses, and prints as Foundation's does, `[0, 1]`
/// for row 1 of section 0.
public struct IndexPath: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
    var section: Int
    /// The row in a table view's section (the same index as `item`).
    var row: Int

    init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    init(item: Int, section: Int) {
        self.section = section
        self.row = item
    }

    /// The item in a collection view's section (the same index as `row`).
    var item: Int {
        get { return row }
        set { row = newValue }
    }

    /// The indexes in brackets, section first: `[0, 1]`.
    public var description: String {
        return "[\(section), \(row)]"
    }

    public var debugDescription: String {
        return description
    }

    /// Section first, then row, as Foundation compares index paths.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        if lhs.section != rhs.section {
            return lhs.section < rhs.section
        }
        return lhs.row < rhs.row
    }
}
