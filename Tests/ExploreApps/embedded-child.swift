// A search screen that embeds a filter panel with addChild: the panel's own methods are
// the user's buttons (a real app's panel has its buttons; the search screen has none).
// The panel tells its parent through a closure; the parent tells the coordinator, which
// pushes a result screen. The result screen keeps a closure that captures itself
// strongly (onShare calls self.share()), so after :back or an edge swipe it is a cycle
// of its own: leaked ResultViewController, and one more each time (growth). Reachable
// only through the embedded panel's button. Expected by hand:
//   leaked ResultViewController; growth ResultViewController.
final class SearchCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let search = SearchViewController()
        search.onShowResult = { [weak self] query in
            self?.showResult(query)
        }
        navigationController.pushViewController(search, animated: false)
    }
    func showResult(_ query: String) {
        navigationController.pushViewController(ResultViewController(query: query), animated: true)
    }
}

final class SearchViewController: UIViewController {
    var onShowResult: ((String) -> Void)?
    private let filters = FilterPanelViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(filters)
        view.addSubview(filters.view)
        filters.didMove(toParent: self)
        filters.onApply = { [weak self] query in
            self?.onShowResult?(query)
        }
    }
}

final class FilterPanelViewController: UIViewController {
    var onApply: ((String) -> Void)?
    private var onlyOpen = false

    func toggleOpenOnly() {
        onlyOpen.toggle()
    }
    func apply() {
        onApply?(onlyOpen ? "open" : "all")
    }
}

final class ResultViewController: UIViewController {
    let query: String
    var onShare: (() -> Void)?

    init(query: String) {
        self.query = query
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        onShare = {
            self.share()
        }
    }
    func share() {
        print("share \(query)")
    }
    deinit { print("ResultViewController deinit") }
}

let window = UIWindow()
let navigation = UINavigationController()
let coordinator = SearchCoordinator(navigationController: navigation)
coordinator.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
