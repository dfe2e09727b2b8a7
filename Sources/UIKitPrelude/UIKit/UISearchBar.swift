/// A search field. It holds its delegate weakly, as UIKit does.
public class UISearchBar: UIView {
    var text: String?
    var placeholder: String?
    var showsCancelButton = false
    /// Weak, as in UIKit.
    weak var delegate: UISearchBarDelegate?

    /// A search bar can become first responder (its field is edited) if its delegate agrees.
    override var canBecomeFirstResponder: Bool {
        return delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    override func __shouldResignFirstResponder() -> Bool {
        return delegate?.searchBarShouldEndEditing(self) ?? true
    }

    override func __didBecomeFirstResponder() {
        delegate?.searchBarTextDidBeginEditing(self)
    }

    override func __didResignFirstResponder() {
        delegate?.searchBarTextDidEndEditing(self)
    }
}

/// What a search bar tells about the search. UIKit's optional requirements are the
/// protocol extension's defaults here.
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
