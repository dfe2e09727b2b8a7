// A search screen: the navigation item keeps the search controller, which keeps its results controller and holds its updater and delegates weakly; show(_:sender:) pushes inside a navigation controller and presents outside one
// prelude: uikit
import Foundation

final class ResultsViewController: UIViewController {
    var results: [String] = [] { didSet { print("results:", results) } }
    deinit { print("ResultsViewController deinit") }
}

final class SearchViewModel {
    let all = ["Coordinator", "Controller", "Router", "Flow", "Child"]
    func filter(_ query: String) -> [String] {
        query.isEmpty ? [] : all.filter { $0.lowercased().contains(query.lowercased()) }
    }
    deinit { print("SearchViewModel deinit") }
}

final class SearchViewController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    private let viewModel: SearchViewModel
    private lazy var searchController: UISearchController = {
        let controller = UISearchController(searchResultsController: ResultsViewController())
        controller.searchResultsUpdater = self
        controller.delegate = self
        controller.obscuresBackgroundDuringPresentation = false
        controller.searchBar.placeholder = "Search screens"
        controller.searchBar.delegate = self
        return controller
    }()
    var onSelect: ((String) -> Void)?

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        (searchController.searchResultsController as? ResultsViewController)?.results = viewModel.filter(query)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        if let first = viewModel.filter(searchBar.text ?? "").first { onSelect?(first) }
    }

    func type(_ text: String) {
        searchController.searchBar.text = text
        searchController.isActive = true
        updateSearchResults(for: searchController)
    }
    func submit() { searchBarSearchButtonClicked(searchController.searchBar) }
    deinit { print("SearchViewController deinit") }
}

final class SearchCoordinator {
    let navigationController = UINavigationController()
    func start() {
        let vc = SearchViewController(viewModel: SearchViewModel())
        vc.onSelect = { [weak self] name in self?.open(name) }
        navigationController.pushViewController(vc, animated: false)
    }
    func open(_ name: String) {
        let detail = UIViewController()
        detail.title = name
        navigationController.topViewController?.show(detail, sender: nil)
        print("stack:", navigationController.viewControllers.map { $0.title ?? "search" })
    }
    deinit { print("SearchCoordinator deinit") }
}

var coordinator: SearchCoordinator? = SearchCoordinator()
coordinator?.start()
let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = coordinator?.navigationController
window.makeKeyAndVisible()
if let search = coordinator?.navigationController.topViewController as? SearchViewController {
    search.loadViewIfNeeded()
    print(search.navigationItem.searchController?.searchBar.placeholder ?? "none", search.definesPresentationContext)
    search.type("co")
    search.type("")
    search.type("flo")
    search.submit()
}
let lone = UIViewController()
window.rootViewController = lone
let shown = UIViewController()
lone.show(shown, sender: nil)
print(lone.presentedViewController === shown)
lone.showDetailViewController(UIViewController(), sender: nil)
coordinator = nil
print("end")
