// A settings screen built on UITableViewController reads and sets its table's scroll-view members (insets, indicators, keyboard dismissal, offset), hears its own scrolling through its overridden scrollViewDidScroll, styles its cells (image view, detail label, accessory, selection style), and a plain screen's table delegate hears scrolling too; the delegates stay weak
// prelude: uikit
import Foundation

final class SettingsViewController: UITableViewController {
    let rows = [("Notifications", "On"), ("Privacy", "Contacts"), ("About", "1.0")]
    var scrolled: [Double] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.contentInset = UIEdgeInsets(top: 16, left: 0, bottom: 32, right: 0)
        tableView.keyboardDismissMode = .onDrag
        tableView.showsVerticalScrollIndicator = false
        tableView.alwaysBounceVertical = true
        tableView.rowHeight = 52
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        cell.imageView?.image = UIImage(systemName: "gear")
        cell.accessoryType = indexPath.row == 2 ? .none : .disclosureIndicator
        cell.selectionStyle = indexPath.row == 2 ? .none : .default
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolled.append(scrollView.contentOffset.y)
    }

    deinit { print("SettingsViewController deinit") }
}

final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print("feed scrolled to", scrollView.contentOffset.y, scrollView === tableView)
    }

    deinit { print("FeedViewController deinit") }
}

final class SettingsCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([SettingsViewController(style: .insetGrouped)], animated: false)
    }

    deinit { print("SettingsCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var coordinator: SettingsCoordinator? = SettingsCoordinator()
coordinator!.start()
window.rootViewController = coordinator!.navigationController
window.makeKeyAndVisible()

weak var settings = coordinator!.navigationController.topViewController as? SettingsViewController
let table = settings!.tableView!
print("inset:", table.contentInset.top, table.contentInset.bottom, "dismiss on drag:", table.keyboardDismissMode == .onDrag)
print("indicators:", table.showsVerticalScrollIndicator, table.showsHorizontalScrollIndicator, "bounces:", table.bounces, table.alwaysBounceVertical)
print("delegate is the screen:", table.delegate === settings, table.dataSource === settings)
for row in 0..<3 {
    let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
    print(cell.textLabel?.text ?? "-", cell.detailTextLabel?.text ?? "-", cell.imageView?.image?.name ?? "-",
          cell.accessoryType == .disclosureIndicator, cell.selectionStyle == .none, cell.imageView?.superview === cell.contentView)
}
table.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
table.setContentOffset(CGPoint(x: 0, y: -16), animated: false)
print("scrolled:", settings!.scrolled, "offset:", table.contentOffset.y)

let feed = FeedViewController()
coordinator!.navigationController.pushViewController(feed, animated: false)
feed.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
print("feed table is a scroll view:", (feed.tableView as UIScrollView).isScrollEnabled)

window.rootViewController = nil
coordinator = nil
print("settings freed:", settings == nil, "table delegate now:", table.delegate == nil)
