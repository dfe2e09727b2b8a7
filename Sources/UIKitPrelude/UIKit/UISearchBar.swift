/// A search field. It holds its delegate weakly, as UIKit does.
public class UISearchBar: UIView {
    var text: String?
    var placeholder: String?
    var showsCancelButton = false
    /// Weak, as in UIKit.
    weak var delegate: UISearchBarDelegate?
}

/// What a search bar tells about the search. UIKit's optional requirements are the
/// protocol extension's defaults here.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
