/// Told to refresh the results as the user edits the search (UIKit's
/// `UISearchResultsUpdating`).
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Told as the search is shown and hidden. UIKit's optional requirements are the protocol
/// extension's defaults here.
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {}
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar with the controller that shows its results. It keeps its search bar and
/// its results controller strongly, its updater and delegate weakly, as UIKit does; a
/// screen keeps it through `navigationItem.searchController` (strong).
public class UISearchController: UIViewController {
    /// Strong: the controller showing the results (nil: the searched screen shows them).
    let searchResultsController: UIViewController?
    /// Weak, as in UIKit: usually the screen that owns the search controller.
    weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Weak, as every UIKit delegate.
    weak var delegate: UISearchControllerDelegate?
    var obscuresBackgroundDuringPresentation = true
    var hidesNavigationBarDuringPresentation = true
    var automaticallyShowsCancelButton = true
    var isActive = false
    var __searchBar: UISearchBar?

    init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
    }

    /// The search field, made on first access and kept strongly.
    var searchBar: UISearchBar {
        if __searchBar == nil {
            __searchBar = UISearchBar()
        }
        return __searchBar!
    }
}
