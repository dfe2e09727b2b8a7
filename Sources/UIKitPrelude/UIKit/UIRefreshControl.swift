/// A pull-to-refresh control. A table or collection view whose `refreshControl` it is
/// holds it strongly, as a subview (in UIKit, any scroll view); it sends `.valueChanged`
/// when the user pulls, which only a program's own `sendActions(for:)` does here.
public class UIRefreshControl: UIControl {
    /// Whether a refresh is showing, from `beginRefreshing()` to `endRefreshing()`.
    private(set) var isRefreshing = false
    var attributedTitle: String?

    func beginRefreshing() {
        isRefreshing = true
    }

    func endRefreshing() {
        isRefreshing = false
    }
}

extension __CellListView {
    /// The list's refresh control: one of its subviews, so the list holds it strongly
    /// (UIKit's `UIScrollView.refreshControl`).
    var refreshControl: UIRefreshControl? {
        get {
            return subviews.first { $0 is UIRefreshControl } as? UIRefreshControl
        }
        set {
            refreshControl?.removeFromSuperview()
            if let control = newValue {
                addSubview(control)
            }
        }
    }
}

extension UITableViewController {
    /// The table view's refresh control (UIKit's `UITableViewController.refreshControl`).
    var refreshControl: UIRefreshControl? {
        get {
            return tableView.refreshControl
        }
        set {
            tableView.refreshControl = newValue
        }
    }
}
