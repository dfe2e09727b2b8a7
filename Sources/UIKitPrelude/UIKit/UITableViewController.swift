/// A screen whose view is a table view, its data source and delegate (held weakly by the
/// table, so the controller does not keep itself alive). It implements every requirement
/// of both protocols, as UIKit's does, so a subclass overrides them (`override func
/// tableView(_:numberOfRowsInSection:)`): no rows, unless overridden.
public class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Deselects the selected row in viewWillAppear (when it is called on super), so a list
    /// shows no selection when the user comes back to it.
    var clearsSelectionOnViewWillAppear = true
    let __tableStyle: UITableViewStyle

    init(style: UITableViewStyle) {
        self.__tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.__tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        self.__tableStyle = .plain
        super.init(coder: coder)
    }

    /// The view, which is the table view.
    var tableView: UITableView! {
        get {
            return view as? UITableView
        }
        set {
            viewIfLoaded = newValue
        }
    }

    /// A table view as tall as the screen, with this controller as its data source and delegate.
    override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: __tableStyle)
        table.dataSource = self
        table.delegate = self
        viewIfLoaded = table
    }

    override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 0
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return nil
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return nil
    }

    /// Never asked while there are no rows; UIKit stops the app if a subclass gives rows
    /// and no cells.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        return indexPath
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: The table view's scrolling, as the scroll view's delegate hears it

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
