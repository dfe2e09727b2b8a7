// A table view controller's refresh control is held by its table (a subview): it lives as long as the screen, a target-action on it does not keep the screen, and it goes when the screen is popped.
// prelude: uikit
final class RefreshControl: UIRefreshControl {
    deinit { print("deinit RefreshControl") }
}

final class FeedViewController: UITableViewController {
    var items: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        let control = RefreshControl()
        control.addTarget(self, action: Selector("refresh"), for: .valueChanged)
        refreshControl = control
        print("refreshing at first: \(refreshControl?.isRefreshing == true)")
    }
    func refresh() {
        refreshControl?.beginRefreshing()
        print("refreshing: \(refreshControl?.isRefreshing == true)")
        items = ["one", "two"]
        tableView.reloadData()
        refreshControl?.endRefreshing()
        print("refreshed \(items.count), refreshing: \(refreshControl?.isRefreshing == true)")
    }
    deinit { print("deinit FeedViewController") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(FeedViewController(), animated: false)
weak var feed = navigation.topViewController as? FeedViewController
feed?.refresh()
print("control is a subview: \(feed?.tableView.subviews.contains { $0 === feed?.refreshControl } == true)")
print("back: \(__coordlabBack()), feed: \(feed == nil ? "freed" : "alive")")
navigation.pushViewController(FeedViewController(), animated: false)
(navigation.topViewController as? FeedViewController)?.refreshControl = nil
print("control removed")
print("back: \(__coordlabBack())")
print("end")
