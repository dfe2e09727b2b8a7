// Initializers a class inherits: a screen without designated initializers of its own is made with `()`, a table view subclass that implements every designated initializer inherits UIView's `init()`, and a property named like its data source methods (`tableView`) is the property.
// prelude: uikit
final class FeedTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        print("FeedTableView init \(style)")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    deinit { print("deinit FeedTableView") }
}

class BaseViewController: UIViewController {
    var analyticsName: String { "base" }
    deinit { print("deinit \(analyticsName)") }
}

final class FeedViewController: BaseViewController, UITableViewDataSource {
    let tableView = UITableView()
    let extraTable = FeedTableView()
    override var analyticsName: String { "feed" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.insertRows(at: [], with: .automatic)
        view.addSubview(tableView)
        print("rows \(tableView.numberOfRows(inSection: 0)), style \(tableView.style)")
    }
}

var feed: FeedViewController? = FeedViewController()
feed?.loadViewIfNeeded()
let plain = BaseViewController()
print(plain.analyticsName)
feed = nil
print("end")
